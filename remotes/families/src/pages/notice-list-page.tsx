import { NOTICE_CHANNELS, NOTICE_EVENTS, NOTICE_STATUSES } from '@rihla/shared/contracts/notices';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../features/notices/api/get-notices';
import { DayRangeFilter } from '../features/notices/components/day-range-filter';
import { NoticeTable } from '../features/notices/components/notice-table';
import { ParentPicker } from '../features/notices/components/parent-picker';
import { useNoticeListQuery } from '../features/notices/hooks/use-notice-list-query';

/** The delivery log of every parent's notices, with a retry for those that did not go out. */
export default function NoticeListPage() {
  const { t } = useTranslation('families');
  const { can, localePath } = useShell();
  const { query, update, apiParams } = useNoticeListQuery();
  const notices = useNotices(apiParams);
  const { filters } = query;
  return (
    <ListPageLayout
      title={t('notice.list.title')}
      exportHref={csvExportUrl('notices', apiParams)}
      error={notices.error}
      onRetry={() => notices.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('notice.list.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('notice.fields.status')}
            placeholder={t('notice.list.allStatuses')}
            value={filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={NOTICE_STATUSES.map((s) => ({ value: s, label: t(`notice.status.${s}`) }))}
            style={{ minInlineSize: 200 }}
          />
          <Select
            allowClear
            aria-label={t('notice.fields.channel')}
            placeholder={t('notice.list.allChannels')}
            value={filters.channel}
            onChange={(channel?: string) => update({ filters: { channel } })}
            options={NOTICE_CHANNELS.map((c) => ({ value: c, label: t(`notice.channel.${c}`) }))}
            style={{ minInlineSize: 140 }}
          />
          <Select
            allowClear
            aria-label={t('notice.fields.event')}
            placeholder={t('notice.list.allEvents')}
            value={filters.event}
            onChange={(event?: string) => update({ filters: { event } })}
            options={NOTICE_EVENTS.map((e) => ({ value: e, label: t(`notice.event.${e}`) }))}
            style={{ minInlineSize: 200 }}
          />
          <ParentPicker value={filters.parentId} onChange={(parentId) => update({ filters: { parentId } })} />
          <DayRangeFilter
            from={filters.from}
            to={filters.to}
            onChange={(range) => update({ filters: range })}
          />
          {can('operators:manage') ? (
            <Link to={localePath(pathTo('notice-templates'))}>{t('notice.templates.link')}</Link>
          ) : null}
        </>
      }
    >
      <NoticeTable
        data={notices.data}
        loading={notices.isFetching}
        query={query}
        update={update}
        showParent
      />
    </ListPageLayout>
  );
}
