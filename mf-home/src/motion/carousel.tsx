import { useEffect, useState, type ReactNode } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { CarouselFrame, NavButton, Toolbar } from './carousel-styles.ts';
import { PauseButton } from '@school/shared-ui/kit';
import { maxPerView, toSwiperBreakpoints, type SlideLayout } from './slides-per-view.ts';
import { useMotionControl } from './use-motion-control.ts';

export type Slide = { key: string; content: ReactNode };

type Props = {
  label: string;
  slides: Slide[];
  layout: SlideLayout;
  delay?: number;
  speed?: number;
  gap?: number;
  overlayControls?: boolean;
  onAdvance?: () => void;
};

export function Carousel({
  label,
  slides,
  layout,
  delay = 2000,
  speed = 1000,
  gap = 16,
  overlayControls = false,
  onAdvance,
}: Props) {
  const motion = useMotionControl();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { slidesPerView, breakpoints } = toSwiperBreakpoints(layout);
  // Swiper's loop needs more slides than it shows at once; with fewer it would only warn.
  const loop = slides.length > maxPerView(layout) + 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (motion.running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!motion.running && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, motion.running]);

  const go = (to: 'prev' | 'next') => {
    if (to === 'prev') swiper?.slidePrev();
    else swiper?.slideNext();
    onAdvance?.();
  };

  return (
    <CarouselFrame>
      <Toolbar $overlay={overlayControls}>
        <NavButton type="button" aria-label={`Previous ${label}`} onClick={() => go('prev')}>
          ‹
        </NavButton>
        <PauseButton playing={motion.playing} onToggle={motion.toggle} label={label} />
        <NavButton type="button" aria-label={`Next ${label}`} onClick={() => go('next')}>
          ›
        </NavButton>
      </Toolbar>
      <div {...motion.regionProps}>
        <Swiper
          // Swiper's loop moves slide nodes itself and must start from React's order: remount on new slides.
          key={slides.map((s) => s.key).join('|')}
          modules={[Autoplay, A11y]}
          onSwiper={setSwiper}
          onAutoplay={onAdvance}
          onSliderFirstMove={onAdvance}
          slidesPerView={slidesPerView}
          breakpoints={breakpoints}
          spaceBetween={gap}
          loop={loop}
          rewind={!loop}
          speed={motion.playing ? speed : 0}
          autoplay={{ delay, disableOnInteraction: false }}
          a11y={{ slideLabelMessage: `${label} {{index}} of {{slidesLength}}`, containerMessage: null }}
        >
          {slides.map((s) => (
            <SwiperSlide key={s.key}>{s.content}</SwiperSlide>
          ))}
        </Swiper>
      </div>
    </CarouselFrame>
  );
}
