import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import {
  type ListQuery,
  type ListQueryPatch,
  listQueryToParams,
  patchListQuery,
} from '@rihla/shared/ui/use-list-query-params';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/get-notices';
import { NoticeTable } from './notice-table';

const FIRST_PAGE: ListQuery<'parentId'> = { page: 1, pageSize: 10, filters: {} };

/** A parent's delivery log: what they were told, by which channel, and whether it went out. */
export function ParentNotices({ parentId }: { parentId: string }) {
  const { t } = useTranslation('families');
  const { localePath } = useShell();
  const [query, setQuery] = useState(FIRST_PAGE);
  const update = (patch: ListQueryPatch<'parentId'>) => setQuery((q) => patchListQuery(q, patch));
  const params = listQueryToParams({ ...query, filters: { parentId } });
  const notices = useNotices(params);
  return (
    <Card
      title={t('notice.parentLog.title')}
      extra={
        <Link to={localePath(withQuery(pathTo('notice-list'), { parentId }))}>
          {t('notice.parentLog.all')}
        </Link>
      }
    >
      <NoticeTable
        data={notices.data}
        loading={notices.isFetching}
        query={query}
        update={update}
        showParent={false}
      />
    </Card>
  );
}
