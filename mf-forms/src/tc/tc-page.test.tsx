import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { TcPage } from './tc-page.tsx';

describe('TcPage', () => {
  it('shows the sample TC as a picture of its page, without any viewer, and links the PDF of this remote', () => {
    renderRoute(<TcPage />);
    const picture = screen.getByRole('img', { name: /^Sample transfer certificate: / });
    expect(picture.getAttribute('src')).toMatch(/sample-tc[\w-]*\.svg(\?no-inline)?$/);
    expect(screen.queryByTitle(/Sample transfer certificate/)).toBeNull();
    expect(screen.getByRole('link', { name: /open the sample TC/i }).getAttribute('href')).toMatch(
      /sample-tc[\w-]*\.pdf(\?no-inline)?$/,
    );
  });

  it('sets its title and heading', () => {
    renderRoute(<TcPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
    expect(document.title).toBe('Transfer Certificate | Test Convent School');
  });
});
