import type { Driver } from '@rihla/shared/contracts/drivers';
import { ExpiryTag } from '@rihla/shared/ui/expiry-tag';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The document expiries (the TGA's certificates among them) stacked in one list cell, so the table fits without scrolling. */
export function DriverDocumentsCell({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  const rows = [
    {
      key: 'licence',
      date: driver.licenseExpiry,
      skip: driver.role === 'attendant' && !driver.licenseExpiry,
    },
    { key: 'medical', date: driver.medicalExpiry, skip: false },
    { key: 'background', date: driver.backgroundCheckExpiry, skip: false },
    { key: 'firstAid', date: driver.firstAidExpiry, skip: false },
    { key: 'proficiency', date: driver.proficiencyExpiry, skip: false },
  ] as const;
  return (
    <Flex vertical gap={4}>
      {rows
        .filter((row) => !row.skip)
        .map((row) => (
          <Flex key={row.key} gap={6} align="center" wrap>
            <Typography.Text type="secondary" style={{ minInlineSize: 56 }}>
              {t(`driver.documents.${row.key}`)}
            </Typography.Text>
            <ExpiryTag compact date={row.date} />
          </Flex>
        ))}
    </Flex>
  );
}
