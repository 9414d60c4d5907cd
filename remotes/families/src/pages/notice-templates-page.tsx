import {
  NOTICE_EVENTS,
  NOTICE_LANGUAGES,
  type NoticeEvent,
  type NoticeTemplate,
} from '@rihla/shared/contracts/notices';
import { pathTo } from '@rihla/shared/routes/path-to';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { Button, Card, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeTemplates } from '../features/notices/api/get-notice-templates';
import { NoticeTemplateDrawer } from '../features/notices/components/notice-template-drawer';

type Row = { event: NoticeEvent; templates: NoticeTemplate[] };
type Editing = Pick<NoticeTemplate, 'event' | 'language'>;

const same = (a: Editing) => (b: Editing) => a.event === b.event && a.language === b.language;

/** The wording of every notice, per event and language; an administrator edits it with a preview. */
export default function NoticeTemplatesPage() {
  const { t } = useTranslation('families');
  const templates = useNoticeTemplates();
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns: TableColumnsType<Row> = [
    { key: 'event', title: t('notice.fields.event'), render: (_, row) => t(`notice.event.${row.event}`) },
    ...NOTICE_LANGUAGES.map((language) => ({
      key: language,
      title: t(`notice.language.${language}`),
      render: (_: unknown, row: Row) => {
        const template = row.templates.find((x) => x.language === language)!;
        return (
          <Flex gap="small" align="center" wrap>
            {/* Its own direction (antd's Typography would force the page's): an English subject on
                the Arabic page starts with a variable. */}
            <span
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              title={template.subject}
              style={{
                display: 'inline-block',
                maxInlineSize: 260,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                unicodeBidi: 'isolate',
              }}
            >
              {template.subject}
            </span>
            {template.edited ? <Tag color="blue">{t('notice.templates.edited')}</Tag> : null}
            <Button
              size="small"
              onClick={() => setEditing(template)}
              aria-label={t('notice.templates.edit', {
                event: t(`notice.event.${row.event}`),
                language: t(`notice.language.${language}`),
              })}
            >
              {t('notice.templates.editShort')}
            </Button>
          </Flex>
        );
      },
    })),
  ];

  return (
    <>
      <PageHeader title={t('notice.templates.title')} backTo={pathTo('notice-list')} />
      <RequirePermission permission="operators:manage">
        <Card>
          <LoadedRecord query={templates}>
            {(all) => {
              const rows = NOTICE_EVENTS.map((event) => ({
                event,
                templates: all.filter((x) => x.event === event),
              }));
              const current = editing ? all.find(same(editing)) : undefined;
              return (
                <>
                  <Table<Row>
                    rowKey="event"
                    columns={columns}
                    dataSource={rows}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                  />
                  {current ? (
                    <NoticeTemplateDrawer
                      key={`${current.event}:${current.language}:${current.version}`}
                      template={current}
                      refetch={async () => ({ data: (await templates.refetch()).data?.find(same(current)) })}
                      onClose={() => setEditing(null)}
                    />
                  ) : null}
                </>
              );
            }}
          </LoadedRecord>
        </Card>
      </RequirePermission>
    </>
  );
}
