import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The file the codes download as: one code a line, after a line that says what they are. */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'rihla-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once: to download or write down before leaving. `renewed`:
 * a new set replacing the old one, not the first set of a setup.
 */
export function RecoveryCodes({
  codes,
  renewed = false,
  onDone,
}: {
  codes: string[];
  renewed?: boolean;
  onDone(): void;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" className="recovery-codes">
      <Alert
        type="success"
        showIcon
        message={t(renewed ? 'account.secondFactor.renewed' : 'account.secondFactor.turnedOn')}
      />
      <p>{t('account.secondFactor.recoveryIntro')}</p>
      <ol className="recovery-codes__list" dir="ltr" aria-label={t('account.secondFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => download(codes, t('account.secondFactor.fileHeading'))}>
          {t('account.secondFactor.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('account.secondFactor.kept')}
        </Button>
      </Space>
    </Space>
  );
}
