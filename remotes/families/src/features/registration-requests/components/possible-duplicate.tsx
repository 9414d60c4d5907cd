import type { RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The queue's mark on a request that looks like a repeat of an earlier request or a student. */
export function PossibleDuplicateTag({ request }: { request: RegistrationRequest }) {
  const { t } = useTranslation('families');
  if (request.possibleDuplicates.length === 0) return null;
  return <Tag color="orange">{t('request.duplicate.tag')}</Tag>;
}

/** On the request: which records it resembles, each a link (a request opens in the queue, found by its reference). */
export function PossibleDuplicateNote({ request }: { request: RegistrationRequest }) {
  const { t } = useTranslation('families');
  const { locale, localePath } = useShell();
  if (request.possibleDuplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('request.duplicate.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {request.possibleDuplicates.map((record) =>
            record.kind === 'student' ? (
              <li key={record.id}>
                {t('request.duplicate.student')}{' '}
                <Link to={localePath(pathTo('student-details', { id: record.id }))}>
                  {nameIn(locale, record)}
                </Link>
              </li>
            ) : (
              <li key={record.id}>
                {t('request.duplicate.request')}{' '}
                <Link to={localePath(withQuery(pathTo('registration-requests'), { q: record.reference }))}>
                  <Ltr>{record.reference}</Ltr>
                </Link>
              </li>
            ),
          )}
        </ul>
      }
    />
  );
}
