import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentPhoto } from '../api/get-student-photo';
import { useRemoveStudentPhoto } from '../api/remove-student-photo';
import { useSetStudentPhoto } from '../api/set-student-photo';
import { squarePhoto } from './square-photo';

const SHOWN_SIZE = 160;

const imageStyle = {
  inlineSize: SHOWN_SIZE,
  blockSize: SHOWN_SIZE,
  objectFit: 'cover',
  borderRadius: 8,
} as const;

/** The student's photo, which the crew sees on the manifest (ADR 0069): picked, cropped square, saved, removed. */
export function PhotoCard({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('families');
  const { can, locale, toast } = useShell();
  const photo = useStudentPhoto(studentId);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const save = useSetStudentPhoto(studentId, { success: () => t('photo.saved') });
  const remove = useRemoveStudentPhoto(studentId, { success: () => t('photo.removed') });
  const writes = can('families:write');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const square = await squarePhoto(file);
    if (square) setPreview(square);
    else
      toast.add({
        severity: 'error',
        summary: t('photo.unreadable'),
        detail: validationMessage('families.photoNotAnImage', locale),
        life: 6000,
      });
  };

  const shown = preview ?? photo.data ?? null;
  return (
    <Card title={t('photo.title')} loading={photo.isPending}>
      <Flex gap="middle" align="center" wrap>
        {shown ? (
          <img src={shown} alt={t(preview ? 'photo.previewOf' : 'photo.of', { name })} style={imageStyle} />
        ) : (
          <Typography.Text type="secondary">{t('photo.none')}</Typography.Text>
        )}
        {writes ? (
          <Flex vertical gap="small">
            <Typography.Text type="secondary">{t('photo.hint')}</Typography.Text>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={t('photo.choose')}
              hidden
              onChange={pick}
            />
            {preview ? (
              <Flex gap="small" wrap>
                <Button
                  key="save"
                  type="primary"
                  loading={save.isPending}
                  onClick={() => save.mutate(preview, { onSuccess: () => setPreview(null) })}
                >
                  {t('photo.save')}
                </Button>
                <Button key="cancel" onClick={() => setPreview(null)}>
                  {t('photo.cancel')}
                </Button>
              </Flex>
            ) : (
              <Flex gap="small" wrap>
                <Button key="choose" onClick={() => input.current?.click()}>
                  {t(photo.data ? 'photo.replace' : 'photo.choose')}
                </Button>
                {photo.data ? (
                  <Popconfirm
                    title={t('photo.removeTitle')}
                    okText={t('common.delete')}
                    cancelText={t('common.back')}
                    onConfirm={() => remove.mutateAsync()}
                  >
                    <Button danger>{t('photo.remove')}</Button>
                  </Popconfirm>
                ) : null}
              </Flex>
            )}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
