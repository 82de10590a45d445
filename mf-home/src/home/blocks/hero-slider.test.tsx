import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { HeroSlider } from './hero-slider.tsx';

const pictures = () => screen.getByTestId('hero-slider').querySelectorAll('img');

describe('HeroSlider', () => {
  it('holds only the first picture, eager at high priority, until the slider moves', async () => {
    renderRoute(<HeroSlider />);
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]).toHaveAttribute('loading', 'eager');
    expect(pictures()[0]).toHaveAttribute('fetchpriority', 'high');
    // Every slide still links to Kids Corner, under its picture's name.
    expect(screen.getAllByRole('link', { name: /open Kids Corner/ })).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo highlights' }));
    await waitFor(() => expect(pictures()).toHaveLength(7));
    expect([...pictures()].filter((img) => img.getAttribute('loading') === 'lazy')).toHaveLength(6);
  });
});
