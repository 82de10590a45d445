import { useState } from 'react';
import { SearchInput } from '@school/shared-ui';

/**
 * SearchInput with its text held here, not only in the URL. Inside a parcel the URL comes back
 * through the shell's router one update later, so an input controlled by the URL alone drops
 * keys typed in between (typing "INDEPENDENCE" gave "INDEPy"). The URL still gets every edit;
 * a value that arrives from it and is not one of our own edits echoing back (back/forward,
 * a link) replaces the text.
 */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [sync, setSync] = useState({ seen: value, inFlight: [] as string[] });

  if (value !== sync.seen) {
    const echo = sync.inFlight.indexOf(value);
    if (echo >= 0) {
      setSync({ seen: value, inFlight: sync.inFlight.slice(echo + 1) });
    } else {
      setSync({ seen: value, inFlight: [] });
      setText(value);
    }
  }

  const change = (q: string) => {
    setText(q);
    setSync((s) => ({ ...s, inFlight: [...s.inFlight, q] }));
    onChange(q);
  };
  return <SearchInput value={text} onChange={change} />;
}
