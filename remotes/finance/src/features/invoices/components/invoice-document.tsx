import type { Invoice } from '@rihla/shared/contracts/invoices';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Button, Descriptions, Flex, Modal, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintActions } from '../../printing/components/print-actions';
import { ZatcaStatusTag } from './zatca-status-tag';

type Document = NonNullable<Invoice['zatca']>;

/** A tax document's QR code (what a phone reads off the printed invoice), chain and XML. */
function InvoiceDocumentModal({
  invoice,
  document,
  onClose,
}: {
  invoice: Invoice;
  document: Document;
  onClose(): void;
}) {
  const { t } = useTranslation('finance');
  const code = (value: string | number) => (
    <Ltr>
      <code style={{ wordBreak: 'break-all' }}>{value}</code>
    </Ltr>
  );
  return (
    <Modal
      open
      title={
        <>
          {t('invoice.zatca.title')} <Ltr>#{invoice.number}</Ltr>
        </>
      }
      onCancel={onClose}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Flex gap={4} wrap>
            {document.pdfUrl ? (
              <PrintActions
                printPath={`zatca-documents/${document.uuid}/print`}
                pdfUrl={document.pdfUrl}
                subject={t('print.invoice', { number: invoice.number })}
              />
            ) : null}
            <Button href={document.xmlUrl} target="_blank" rel="noopener">
              {t('invoice.zatca.xml')}
            </Button>
          </Flex>
          <Button type="primary" onClick={onClose}>
            {t('invoice.zatca.close')}
          </Button>
        </Flex>
      }
      width={640}
    >
      <Flex gap={16} wrap align="start">
        <QRCode
          type="svg"
          value={document.qr}
          size={200}
          aria-label={t('invoice.zatca.qr')}
          data-testid="zatca-qr"
        />
        <Flex vertical align="start" gap={8} style={{ flex: 1, minInlineSize: 240 }}>
          <ZatcaStatusTag status={document.status} />
          {document.status === 'not_reported' ? (
            <Typography.Text type="secondary">{t('invoice.zatca.notReportedHint')}</Typography.Text>
          ) : null}
          {document.messages.length > 0 ? (
            <ul aria-label={t('invoice.zatca.messages')} data-testid="zatca-messages">
              {document.messages.map((message) => (
                <li key={`${message.code}-${message.message}`}>
                  <Typography.Text code>{message.code}</Typography.Text> {message.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Flex>
      </Flex>
      <Descriptions column={1} size="small" style={{ marginBlockStart: 16 }}>
        <Descriptions.Item label={t('invoice.zatca.icv')}>{code(document.icv)}</Descriptions.Item>
        <Descriptions.Item label={t('invoice.zatca.uuid')}>{code(document.uuid)}</Descriptions.Item>
        <Descriptions.Item label={t('invoice.zatca.hash')}>{code(document.invoiceHash)}</Descriptions.Item>
        <Descriptions.Item label={t('invoice.zatca.previousHash')}>
          {code(document.previousInvoiceHash)}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/** The invoice's tax document in its row: its state with ZATCA and a button that shows it. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('finance');
  const [open, setOpen] = useState(false);
  const document = invoice.zatca;
  if (!document) return <Typography.Text type="secondary">{t('invoice.zatca.none')}</Typography.Text>;
  return (
    <Flex vertical align="start" gap={4}>
      <ZatcaStatusTag status={document.status} />
      <Button size="small" onClick={() => setOpen(true)}>
        {t('invoice.zatca.open')}
      </Button>
      {open ? (
        <InvoiceDocumentModal invoice={invoice} document={document} onClose={() => setOpen(false)} />
      ) : null}
    </Flex>
  );
}
