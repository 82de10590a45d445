// html-validate's recommended rules, less those that ask for another spelling of the same valid HTML.
import type { ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Prettier writes `<!doctype html>`; the doctype is case-insensitive.
    'doctype-style': 'off',
    // React's server renderer closes void elements (`<img/>`), valid HTML either way.
    'void-style': 'off',
    // React writes some attributes in its prop's case (srcSet, dateTime); attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes a true boolean attribute as `hidden=""`, which HTML reads as present.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids begin with "_": any id without spaces is valid in HTML.
    'valid-id': ['error', { relaxed: true }],
    // React writes style attributes; the policy allows inline styles (decision record 009).
    'no-inline-style': 'off',
  },
};
