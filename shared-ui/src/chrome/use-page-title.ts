import { useEffect } from 'react';
import { pageTitle } from '../site-map/site-map.ts';

export function usePageTitle(title: string, schoolName: string) {
  useEffect(() => {
    document.title = pageTitle(title, schoolName);
  }, [title, schoolName]);
}
