import { DeleteOutlined } from '@ant-design/icons';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Button, Flex, Form, Input, Select, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_COLOR } from './route-stops-map';

/** One stop of the route: its number, name, planned time and the students boarding there. */
export function RouteStopRow({
  handle,
  index,
  fieldName,
  name,
  schoolId,
  studentOptions,
  studentsLoading,
  onRemove,
}: {
  handle: ReactNode;
  index: number;
  /** The stop's name in the Form.List. */
  fieldName: number;
  name: string;
  schoolId: string | undefined;
  studentOptions: { value: string; label: string }[];
  studentsLoading: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('trips');
  const { direction } = useShell();
  const ltr = ltrInputStyle(direction);
  return (
    <Flex gap={8} align="start">
      {handle}
      <Tag color={ROUTE_COLOR} style={{ marginBlockStart: 4 }}>
        {index + 1}
      </Tag>
      <Typography.Text
        strong
        ellipsis={{ tooltip: name }}
        style={{ inlineSize: 200, flexShrink: 0, marginBlockStart: 4 }}
      >
        {name}
      </Typography.Text>
      <Form.Item
        name={[fieldName, 'plannedTime']}
        rules={[
          {
            required: true,
            pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
            message: t('fields.plannedTime'),
          },
        ]}
        style={{ marginBlockEnd: 0 }}
      >
        <Input
          aria-label={`${t('fields.plannedTime')} ${name}`}
          dir="ltr"
          style={{ ...ltr, inlineSize: 90 }}
          placeholder="06:30"
        />
      </Form.Item>
      <Form.Item name={[fieldName, 'stopId']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[fieldName, 'studentIds']} style={{ marginBlockEnd: 0, flex: 1, minInlineSize: 0 }}>
        <Select
          mode="multiple"
          aria-label={`${t('fields.students')} ${name}`}
          placeholder={schoolId ? t('add.studentsPlaceholder') : t('add.pickSchoolFirst')}
          disabled={!schoolId}
          loading={studentsLoading}
          optionFilterProp="label"
          options={studentOptions}
        />
      </Form.Item>
      <Tooltip title={t('add.removeStop', { name })}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('add.removeStop', { name })}
          onClick={onRemove}
        />
      </Tooltip>
    </Flex>
  );
}
