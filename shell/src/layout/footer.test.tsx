import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@school/shared-ui/theme';
import { testRuntime } from '@school/shared-ui/testing';
import { Footer } from './footer.tsx';

const footer = () =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Footer school={testRuntime.school} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('Footer', () => {
  it("heads its social links without a landmark: the home page's own Follow Us is the one region", () => {
    footer();
    expect(screen.getByRole('heading', { level: 2, name: 'Follow Us' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Follow Us' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
  });
});
