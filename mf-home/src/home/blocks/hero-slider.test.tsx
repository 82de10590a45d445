import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { HeroSlider } from './hero-slider.tsx';

describe('HeroSlider', () => {
  it('holds every picture, the first eager at high priority and the others lazy, each slide linking to Kids Corner', () => {
    renderRoute(<HeroSlider kidsCorner="/KidsCorner" />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(7);
    expect(slides[0]).toHaveAccessibleName('photo highlights 1 of 7');
    const pictures = slides.map((slide) => within(slide).getByRole('img'));
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const links = screen.getAllByRole('link', { name: /open Kids Corner/ });
    expect(links).toHaveLength(7);
    expect(links.every((link) => link.getAttribute('href') === '/KidsCorner')).toBe(true);
  });

  it("hides the loop's copy of the first slide from screen readers and the keyboard", () => {
    renderRoute(<HeroSlider kidsCorner="/KidsCorner" />);
    const copy = screen.getByTestId('hero-slider').querySelector('[data-copy]')!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
  });
});
