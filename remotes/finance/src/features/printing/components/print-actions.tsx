import { ContractError } from '@rihla/shared/http/contract-error';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useErrorDetail } from '@rihla/shared/ui/error-detail';
import { useUiText } from '@rihla/shared/ui/ui-texts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPrintView } from '../api/get-print-view';

/**
 * Lays the print view in a hidden frame of this page and opens the browser's print dialog on it:
 * the operator prints the same A4 page the PDF is rendered from (ADR 0059). The page has no script
 * (its texts are escaped by the API, and the frame inherits this page's policy, which allows no
 * inline script); the frame goes once the dialog closes. Not sandboxed: Chromium then refuses the
 * print call made into the frame.
 */
function printHtml(html: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    insetInlineStart: '-10000px',
    inlineSize: '210mm',
    border: '0',
  });
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return;
    view.addEventListener('afterprint', () => frame.remove(), { once: true });
    view.focus();
    view.print();
  });
  frame.srcdoc = html;
  document.body.append(frame);
}

interface PrintActionsProps {
  /** The API path of the print view, e.g. `zatca-documents/<uuid>/print`. */
  printPath: string;
  /** The PDF's URL, opened in a new tab. */
  pdfUrl: string;
  /** What is printed, for the buttons' accessible names ("Print invoice #12"). */
  subject: string;
  size?: 'small' | 'middle';
}

/** "Print" (the browser's print dialog on the printed page) and "PDF" (the server's A4 PDF). */
export function PrintActions({ printPath, pdfUrl, subject, size = 'middle' }: PrintActionsProps) {
  const { t } = useTranslation('finance');
  const { api, toast } = useShell();
  const uiText = useUiText();
  const detail = useErrorDetail();
  const [loading, setLoading] = useState(false);
  const print = async () => {
    setLoading(true);
    try {
      printHtml(await getPrintView(api, printPath));
    } catch (error) {
      const shown =
        error instanceof ProblemError || error instanceof ContractError ? detail(error) : undefined;
      toast.add({ severity: 'error', summary: uiText('action.failed'), detail: shown, life: 6000 });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space size={4} wrap>
      <Button size={size} loading={loading} onClick={print} aria-label={t('print.printOf', { subject })}>
        {t('print.print')}
      </Button>
      <Button
        size={size}
        href={pdfUrl}
        target="_blank"
        rel="noopener"
        aria-label={t('print.pdfOf', { subject })}
        data-testid="print-pdf"
      >
        {t('print.pdf')}
      </Button>
    </Space>
  );
}
