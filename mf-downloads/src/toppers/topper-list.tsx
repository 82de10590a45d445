import { useMemo } from 'react';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';
import { FilterBar, PagedList, SearchInput, useListFilters } from '@school/shared-ui/island';
import { PageBody } from '../lists/list-parts.tsx';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';
import { SessionSelect } from './session-select.tsx';
import { TopperCard, type TopperCardItem } from './topper-card.tsx';
import { sessionOptions, visibleToppers } from './toppers-view.ts';
import { useSession } from './use-session.ts';

export type TopperListProps = {
  /** Class X's toppers of every session. */
  items: readonly TopperCardItem[];
  pictures: PictureSource;
};

/** The first row or two: above the fold on most screens. */
const EAGER = 4;

/** The toppers' session, search and cards: the island a touch on them wakes (decision record 028). */
export function TopperList({ items, pictures }: TopperListProps) {
  const urls = useMemo(() => pictureUrls(pictures), [pictures]);
  const sessions = useMemo(() => sessionOptions(items), [items]);
  const [session, setSession] = useSession();
  const {
    filters: { search },
    setSearch,
  } = useListFilters();
  const visible = useMemo(() => visibleToppers(items, session, search), [items, session, search]);
  return (
    <>
      <FilterBar count={visible.length} countLabel="Total Toppers">
        <SessionSelect value={session} sessions={sessions} onChange={setSession} />
        <SearchInput value={search} onChange={setSearch} placeholder="Search by name" />
      </FilterBar>
      <PageBody>
        <ListOrPlaceholder
          total={items.length}
          count={visible.length}
          noMatch="No toppers match the selected session and name."
        >
          <PagedList
            items={visible}
            resetKey={`${session}|${search}`}
            label="Toppers"
            noun="toppers"
            minWidth={160}
            renderItem={(t, i) => <TopperCard topper={t} eager={i < EAGER} urls={urls} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
