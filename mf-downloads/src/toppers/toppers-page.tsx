import { useMemo } from 'react';
import { cardTextsOf, classXOnly, type ApiClient, type Topper } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { TOPPER_LIST } from '../islands/names.ts';
import type { TopperCardItem } from './topper-card.tsx';
import { TopperList, type TopperListProps } from './topper-list.tsx';

const loadToppers = (api: ApiClient) => api.getToppers().then(cardTextsOf);
const NONE: Topper[] = [];

export function ToppersPage() {
  const { data, loaded } = useApiData(loadToppers, NONE, { forIslands: true });
  const items = useMemo(
    () =>
      classXOnly(data).map(({ key, name, stream, division, sessionYear, attachments }): TopperCardItem => ({
        key,
        name,
        stream,
        division,
        sessionYear,
        photo: attachments[0] ?? '',
      })),
    [data],
  );
  const pictures = usePictureSource();
  const list: TopperListProps = { items, pictures };
  return (
    <>
      <PageHeader route="toppers" />
      <Island name={TOPPER_LIST} wake="interaction" component={TopperList} props={list} settled={loaded} />
    </>
  );
}
