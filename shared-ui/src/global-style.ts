import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: ${(p) => p.theme.font.body}; color: ${(p) => p.theme.color.text}; background: ${(p) => p.theme.color.surface}; line-height: 1.5; overflow-wrap: break-word; }
  h1, h2, h3 { font-family: ${(p) => p.theme.font.heading}; line-height: 1.25; }
  a { color: ${(p) => p.theme.color.primary}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.focus}; outline-offset: 2px; }
  /* An island's element (decision record 028) takes no box: its parts lay out as the page's. */
  school-island { display: contents; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  /* Pages navigate as documents (decision record 028): the next page fades in under a steady header. */
  @media (prefers-reduced-motion: no-preference) {
    @view-transition { navigation: auto; }
  }
  /* A moving block ([data-moving]) starts paused instead, and moves once its visitor presses Play. */
  @media (prefers-reduced-motion: reduce) {
    *:not([data-moving]), *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
