import type { PlannerEdit, PlannerRun, PlannerViolation } from '@rihla/shared/contracts/planner';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { StaleConflictAlert } from '@rihla/shared/ui/stale-conflict-alert';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Alert, Button, Card, Col, Form, Row, Select, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditPlannerRun } from '../api/edit-planner-run';

type Proposal = NonNullable<PlannerRun['proposal']>;

interface MoveStudentValues {
  studentId?: string;
  toStopKey?: string;
}

interface MoveStopValues {
  stopKey?: string;
  toRouteKey?: string;
  position?: number;
}

/** Route numbers as the page shows them: the proposal's order, from 1. */
function routeLabel(proposal: Proposal, key: string | null, t: TFunction): string {
  const index = proposal.routes.findIndex((r) => r.key === key);
  return index < 0 ? '' : t('planner.routeN', { n: index + 1 });
}

/** The checker's finding in the operator's words: the route and student by name, the figures in their locale. */
function violationLine(
  proposal: Proposal,
  violation: PlannerViolation,
  t: TFunction,
  locale: 'ar' | 'en',
): string {
  const student = proposal.students.find((s) => s.id === violation.studentId);
  return t(`planner.violation_${violation.rule}`, {
    route: routeLabel(proposal, violation.routeKey, t),
    student: student ? nameIn(locale, student) : '',
    amount: violation.amount === null ? '' : formatNumber(violation.amount, locale),
    limit: violation.limit === null ? '' : formatNumber(violation.limit, locale),
  });
}

/** What the independent checker finds in the edited proposal; empty when it breaks nothing. */
export function ProposalViolations({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  if (proposal.violations.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('planner.violations')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {proposal.violations.map((v, i) => (
            <li key={`${v.rule}-${v.routeKey}-${v.studentId}-${i}`}>
              {violationLine(proposal, v, t, locale)}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * The operator's changes before accepting: a student to another stop (of any route of their school), a stop to
 * another route or place. Each is sent at the version read; the API re-times and re-checks, and the page shows
 * the answer (figures, map, rule breaks). Someone else's edit first: the house's stale-conflict alert.
 */
export function ProposalEdits({ run, onReload }: { run: PlannerRun; onReload(): Promise<unknown> }) {
  const { t } = useTranslation('trips');
  const { locale, toast } = useShell();
  const proposal = run.proposal!;
  const [studentForm] = Form.useForm<MoveStudentValues>();
  const [stopForm] = Form.useForm<MoveStopValues>();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const edit = useEditPlannerRun();
  const required = (label: string) => [
    { required: true, message: t('planner.required', { field: t(label) }) },
  ];
  const onStudentError = useSaveErrorHandler(studentForm, { onStale: () => setStale(true) });
  const onStopError = useSaveErrorHandler(stopForm, { onStale: () => setStale(true) });
  const movingStudent = Form.useWatch('studentId', studentForm);
  const movingStop = Form.useWatch('stopKey', stopForm);
  const targetRoute = Form.useWatch('toRouteKey', stopForm);

  const routeOfStop = new Map(proposal.routes.flatMap((r) => r.stops.map((s) => [s.key, r] as const)));
  const stopName = (key: string) => {
    const stop = proposal.stops.find((s) => s.key === key);
    const route = routeOfStop.get(key);
    return `${route ? routeLabel(proposal, route.key, t) : ''} · ${stop ? nameIn(locale, stop) : key}`;
  };
  const stopOfStudent = new Map(proposal.stops.flatMap((s) => s.studentIds.map((id) => [id, s] as const)));
  const students = proposal.students.filter((s) => stopOfStudent.has(s.id));
  const schoolOfStudent = students.find((s) => s.id === movingStudent)?.schoolId;
  const schoolOfStop = proposal.stops.find((s) => s.key === movingStop)?.schoolId;
  const target = proposal.routes.find((r) => r.key === targetRoute);
  const places = target ? target.stops.length + (routeOfStop.get(movingStop ?? '') === target ? 0 : 1) : 0;

  const send = (change: PlannerEdit, onError: (error: unknown) => void, reset: () => void) =>
    edit.mutate(
      { id: run.id, input: { version: run.version, edit: change } },
      {
        onSuccess: (saved) => {
          reset();
          const broken = saved.proposal?.violations.length ?? 0;
          toast.add({
            severity: broken > 0 ? 'warn' : 'success',
            summary: broken > 0 ? t('planner.recheckedBroken') : t('planner.rechecked'),
            life: 5000,
          });
        },
        onError,
      },
    );

  const reload = async () => {
    setReloading(true);
    await onReload();
    setReloading(false);
    setStale(false);
  };

  return (
    <Card
      title={t('planner.editTitle')}
      extra={
        proposal.edits.length > 0 ? (
          <Tag>{t('planner.editCount', { count: proposal.edits.length })}</Tag>
        ) : null
      }
    >
      {stale ? <StaleConflictAlert onReload={reload} reloading={reloading} /> : null}
      <Form
        form={studentForm}
        layout="vertical"
        name="moveStudent"
        onFinish={(values) =>
          send(
            { kind: 'move-student', studentId: values.studentId ?? '', toStopKey: values.toStopKey ?? '' },
            onStudentError,
            () => studentForm.resetFields(),
          )
        }
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={9}>
            <Form.Item name="studentId" label={t('planner.student')} rules={required('planner.student')}>
              <Select
                showSearch
                optionFilterProp="label"
                options={students.map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
                onChange={() => studentForm.setFieldValue('toStopKey', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="toStopKey" label={t('planner.toStop')} rules={required('planner.toStop')}>
              <Select
                showSearch
                optionFilterProp="label"
                disabled={!schoolOfStudent}
                options={proposal.stops
                  .filter(
                    (s) =>
                      s.schoolId === schoolOfStudent && s.key !== stopOfStudent.get(movingStudent ?? '')?.key,
                  )
                  .map((s) => ({ value: s.key, label: stopName(s.key) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item>
              <Button htmlType="submit" loading={edit.isPending} block>
                {t('planner.moveStudent')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Form
        form={stopForm}
        layout="vertical"
        name="moveStop"
        onFinish={(values) =>
          send(
            {
              kind: 'move-stop',
              stopKey: values.stopKey ?? '',
              toRouteKey: values.toRouteKey ?? '',
              position: values.position ?? 0,
            },
            onStopError,
            () => stopForm.resetFields(),
          )
        }
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={7}>
            <Form.Item name="stopKey" label={t('planner.stopToMove')} rules={required('planner.stopToMove')}>
              <Select
                showSearch
                optionFilterProp="label"
                options={proposal.routes.flatMap((r) =>
                  r.stops.map((s) => ({ value: s.key, label: stopName(s.key) })),
                )}
                onChange={() => stopForm.setFieldsValue({ toRouteKey: undefined, position: undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name="toRouteKey" label={t('planner.toRoute')} rules={required('planner.toRoute')}>
              <Select
                disabled={!schoolOfStop}
                options={proposal.routes
                  .filter((r) => r.schoolId === schoolOfStop)
                  .map((r) => ({
                    value: r.key,
                    label: `${routeLabel(proposal, r.key, t)}${r.gender ? ` (${t(`planner.gender_${r.gender}`)})` : ''}`,
                  }))}
                onChange={() => stopForm.setFieldValue('position', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="position" label={t('planner.position')} rules={required('planner.position')}>
              <Select
                disabled={!target}
                options={Array.from({ length: places }, (_, i) => ({
                  value: i,
                  label: formatNumber(i + 1, locale),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item>
              <Button htmlType="submit" loading={edit.isPending} block>
                {t('planner.moveStop')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
