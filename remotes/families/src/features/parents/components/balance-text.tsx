import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Typography } from 'antd';

/** What a parent owes; red while anything is owed. */
export function BalanceText({ halalas }: { halalas: number }) {
  const { locale } = useShell();
  return (
    <Typography.Text type={halalas > 0 ? 'danger' : undefined}>
      <Ltr>{formatMoney(halalas, locale)}</Ltr>
    </Typography.Text>
  );
}
