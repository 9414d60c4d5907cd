import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AppPath } from '../routes/path-to';
import { useUiText } from './ui-texts';

interface PageHeaderProps {
  title: ReactNode;
  /** Shown under the title, e.g. a count or the record's plate. */
  subtitle?: ReactNode;
  /** The page the back arrow leads to (`pathTo(...)`). */
  backTo?: AppPath;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
}

/** Title row of every dashboard page: back arrow (mirrored in RTL), title, actions. */
export function PageHeader({ title, subtitle, backTo, actions }: PageHeaderProps) {
  const { direction, localePath } = useShell();
  const t = useUiText();
  const navigate = useNavigate();
  // "Back" points toward the reading start: right in Arabic, left in English.
  const BackIcon = direction === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <Flex align="center" justify="space-between" wrap gap="middle" style={{ marginBlockEnd: 16 }}>
      <Flex align="center" gap="small">
        {backTo ? (
          <Button
            type="text"
            icon={<BackIcon />}
            aria-label={t('back')}
            onClick={() => navigate(localePath(backTo))}
          />
        ) : null}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
      </Flex>
      {actions ? (
        <Flex gap="small" wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
