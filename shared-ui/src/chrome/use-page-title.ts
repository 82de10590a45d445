import { useEffect } from 'react';
import { pageTitle } from '../site-map/site-map.ts';

/** Sets the browser title to the site's pattern, "<page> | <school name>" (pageTitle). */
export function usePageTitle(title: string, schoolName: string) {
  useEffect(() => {
    document.title = pageTitle(title, schoolName);
  }, [title, schoolName]);
}
