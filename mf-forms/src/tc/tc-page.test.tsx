import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { TcPage } from './tc-page.tsx';

describe('TcPage', () => {
  it('embeds the sample TC PDF of this remote with its toolbar hidden', () => {
    renderRoute(<TcPage />);
    const frame = screen.getByTitle('Sample transfer certificate (PDF)');
    expect(frame.getAttribute('src')).toMatch(/sample-tc[\w-]*\.pdf(\?no-inline)?#toolbar=0$/);
    expect(screen.getByRole('link', { name: /open the sample TC/ }).getAttribute('href')).toMatch(
      /sample-tc[\w-]*\.pdf(\?no-inline)?$/,
    );
  });

  it('sets its title and heading', () => {
    renderRoute(<TcPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
    expect(document.title).toBe('Transfer Certificate | Test Convent School');
  });
});
