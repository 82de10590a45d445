import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme.ts';
import { PauseButton } from './pause-button.tsx';

const button = (playing: boolean) => (
  <ThemeProvider theme={theme}>
    <PauseButton playing={playing} onToggle={vi.fn()} label="Notices" />
  </ThemeProvider>
);

describe('PauseButton', () => {
  afterEach(() => document.body.replaceChildren());

  it('carries Pause and Play from the server, for CSS to show the one the visitor sees', () => {
    document.body.innerHTML = renderToString(button(true));
    const faces = [...document.querySelectorAll('[data-face]')].map((f) => [
      f.getAttribute('data-face'),
      f.textContent,
    ]);
    expect(faces).toEqual([
      ['motion', 'PausePause Notices'],
      ['reduced', 'PlayPlay Notices'],
    ]);
  });

  it('says one thing once hydrated, named by its hidden text', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(button(true));
    document.body.append(container);
    await act(async () => void hydrateRoot(container, button(true)));
    expect(container.querySelectorAll('[data-face]')).toHaveLength(0);
    expect(screen.getByRole('button')).toHaveTextContent('PausePause Notices');
    expect(screen.getByRole('button', { name: 'Pause Notices' })).toBeInTheDocument();
  });

  it('a paused block says Play alone, on the server too', () => {
    document.body.innerHTML = renderToString(button(false));
    expect(document.querySelectorAll('[data-face]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Play Notices' })).toBeInTheDocument();
  });
});
