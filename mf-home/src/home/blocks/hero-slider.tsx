import styled from 'styled-components';
import { below } from '@school/shared-ui/island';
import { HERO_ASPECT, HERO_INTERVAL_MS, heroSlides } from '../../content/hero-slides.ts';
import { Carousel } from '../../motion/carousel.tsx';
import { SINGLE_LAYOUT } from '../../motion/slides-per-view.ts';

export type HeroSliderProps = { kidsCorner: string };

/**
 * An island (mf_home/hero, decision record 028): its pictures link to Kids Corner as a document.
 * The first picture is the page's largest paint: eager, high priority; the others load lazily, as they come near.
 */
export function HeroSlider({ kidsCorner }: HeroSliderProps) {
  const slides = heroSlides.map((s, i) => ({
    key: s.picture.src,
    content: (
      <HeroLink href={kidsCorner}>
        <img
          src={s.picture.src}
          srcSet={s.picture.srcSet}
          sizes="100vw"
          width={HERO_ASPECT.width}
          height={HERO_ASPECT.height}
          alt={s.alt}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'low'}
          decoding={i === 0 ? 'sync' : 'async'}
        />
        <span className="visually-hidden">, open Kids Corner</span>
      </HeroLink>
    ),
  }));
  return (
    <Hero aria-label="Photo highlights" data-testid="hero-slider">
      <Carousel
        label="photo highlights"
        slides={slides}
        layout={SINGLE_LAYOUT}
        delay={HERO_INTERVAL_MS}
        speed={800}
        gap={0}
        overlayControls
      />
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  background: ${(p) => p.theme.color.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${HERO_ASPECT.width} / ${HERO_ASPECT.height};
    object-fit: cover;
  }
  ${below('sm')} {
    img {
      aspect-ratio: 3 / 2;
    }
  }
`;
const HeroLink = styled.a`
  display: block;
  &:focus-visible {
    outline-offset: -4px;
  }
`;
