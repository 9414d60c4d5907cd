import { Button, Col, Row } from 'antd';
import { useUiText } from './ui-texts';

interface FormActionsProps {
  onCancel(): void;
  /** The save is on its way: the button spins and cannot be pressed twice. */
  submitting: boolean;
}

/** Cancel and Save at the end of an add or update form; Save submits the enclosing antd Form. */
export function FormActions({ onCancel, submitting }: FormActionsProps) {
  const t = useUiText();
  return (
    <Row justify="end" gutter={8}>
      <Col>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
      </Col>
      <Col>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('form.save')}
        </Button>
      </Col>
    </Row>
  );
}
