import { useMemo } from 'react';
import { cardTextsOf, type ApiClient, type Topper } from '@school/shared-api';
import { FilterBar, PagedList, PageHeader, SearchInput, useListFilters } from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { PageBody } from '../lists/list-parts.tsx';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';
import { SessionSelect } from './session-select.tsx';
import { TopperCard } from './topper-card.tsx';
import { classXOnly, sessionOptions, visibleToppers } from './toppers-view.ts';
import { useSession } from './use-session.ts';

const loadToppers = (api: ApiClient) => api.getToppers().then(cardTextsOf);
const NONE: Topper[] = [];
const EAGER = 4;

export function ToppersPage() {
  const { data } = useApiData(loadToppers, NONE);
  const classX = useMemo(() => classXOnly(data), [data]);
  const sessions = useMemo(() => sessionOptions(classX), [classX]);
  const [session, setSession] = useSession();
  const {
    filters: { search },
    setSearch,
  } = useListFilters();
  const visible = useMemo(() => visibleToppers(classX, session, search), [classX, session, search]);

  return (
    <>
      <PageHeader route="toppers" />
      <FilterBar count={visible.length} countLabel="Total Toppers">
        <SessionSelect value={session} sessions={sessions} onChange={setSession} />
        <SearchInput value={search} onChange={setSearch} placeholder="Search by name" />
      </FilterBar>
      <PageBody>
        <ListOrPlaceholder
          total={classX.length}
          count={visible.length}
          noMatch="No toppers match the selected session and name."
        >
          <PagedList
            items={visible}
            resetKey={`${session}|${search}`}
            label="Toppers"
            noun="toppers"
            minWidth={160}
            renderItem={(t, i) => <TopperCard topper={t} eager={i < EAGER} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
