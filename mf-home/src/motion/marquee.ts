// react-fast-marquee ships CommonJS only: by the bundler's interop the default import is the component
// or the module object holding it (the federation build's), so take whichever is the component.
import MarqueeImport from 'react-fast-marquee';

type MarqueeComponent = typeof MarqueeImport;
const wrapped = MarqueeImport as unknown as { default?: MarqueeComponent };

export const Marquee: MarqueeComponent = wrapped.default ?? MarqueeImport;
