import { createIslandParcel } from '@school/shared-ui/island';
import { NewsList } from '../news/news-list.tsx';

export default createIslandParcel(NewsList);
