import { useEffect } from 'react';

/** Sets the browser title to "<page> | <school name>" (SPEC §2: each page sets its own title). */
export function usePageTitle(title: string, schoolName: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${schoolName}` : schoolName;
  }, [title, schoolName]);
}
