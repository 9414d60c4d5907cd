import type { PlannerRun, PlannerRunInput } from '@rihla/shared/contracts/planner';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { pathTo, withQuery } from '@rihla/shared/routes/path-to';
import { Link, useSearchParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useOneShot } from '@rihla/shared/ui/use-one-shot';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Alert, Button, Card, Col, Flex, Form, Progress, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptPlannerRun } from '../features/planner/api/accept-planner-run';
import { usePlannerRun } from '../features/planner/api/get-planner-run';
import { useStartPlannerRun } from '../features/planner/api/start-planner-run';
import { useStopPlannerRun } from '../features/planner/api/stop-planner-run';
import { PlannerForm, type PlannerFormValues } from '../features/planner/components/planner-form';
import { NotServed, ProposalBuses } from '../features/planner/components/proposal-buses';
import { ProposalEdits, ProposalViolations } from '../features/planner/components/proposal-edits';
import { ProposalFigures } from '../features/planner/components/proposal-figures';
import { ProposalMap } from '../features/planner/components/proposal-map';

const LIST_PATH = pathTo('trip-list');

function toRunInput(values: PlannerFormValues): PlannerRunInput {
  const { schoolIds, termStart, termEnd, weekdays, timeLimitSeconds, ...rules } = values;
  return {
    schoolIds,
    termStart: termStart?.format('YYYY-MM-DD') ?? '',
    termEnd: termEnd?.format('YYYY-MM-DD') ?? '',
    weekdays,
    timeLimitSeconds,
    rules,
  };
}

/** A refusal of the whole proposal, one line per route and reason. */
function refusalLines(error: unknown, routeLabel: (n: number) => string): string[] {
  if (!(error instanceof ProblemError) || error.problem.code !== 'planner.refused') return [];
  return (error.problem.errors ?? []).map((e) => {
    const route = /^routes\.(\d+)/.exec(e.path)?.[1];
    return route === undefined ? e.message : `${routeLabel(Number(route) + 1)}: ${e.message}`;
  });
}

/**
 * The route planner: choose schools, term and rules; run with progress and stop; read the proposal, change a stop
 * or move a student and see it re-checked; accept it.
 */
export default function RoutePlannerPage() {
  const { t } = useTranslation('trips');
  const { toast, can, locale, localePath } = useShell();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<PlannerFormValues>();
  const runId = params.get('run') ?? undefined;
  const run = usePlannerRun(runId);
  const start = useStartPlannerRun();
  const stop = useStopPlannerRun();
  const accept = useAcceptPlannerRun();
  const startOnce = useOneShot(start);
  const acceptOnce = useOneShot(accept);
  const onError = useSaveErrorHandler(form);
  const [refusal, setRefusal] = useState<string[]>([]);
  const current: PlannerRun | undefined = run.data;
  const running = current?.status === 'running';

  const submit = (values: PlannerFormValues) => {
    setRefusal([]);
    startOnce(toRunInput(values), {
      onSuccess: (started) => setParams({ run: started.id }),
      onError,
    });
  };

  const acceptProposal = (proposalRun: PlannerRun) =>
    acceptOnce(
      { id: proposalRun.id, version: proposalRun.version },
      {
        onSuccess: (result) => {
          setRefusal([]);
          toast.add({
            severity: 'success',
            summary: t('planner.accepted', { count: result.tripsCreated }),
            detail: t('planner.acceptedDetail', { stops: result.stopsCreated, parents: result.parentsTold }),
            life: 6000,
          });
        },
        onError: (error) => {
          const lines = refusalLines(error, (n) => t('planner.routeN', { n }));
          setRefusal(lines);
          if (lines.length === 0) onError(error);
        },
      },
    );

  return (
    <>
      <PageHeader title={t('planner.title')} subtitle={t('planner.subtitle')} backTo={LIST_PATH} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <RequirePermission permission="trips:write">
            <PlannerForm form={form} running={running || start.isPending} onFinish={submit} />
          </RequirePermission>
        </Col>
        <Col xs={24}>
          <Flex vertical gap={16}>
            {!current ? (
              <Card>
                <Typography.Text type="secondary">{t('planner.empty')}</Typography.Text>
              </Card>
            ) : null}
            {running ? (
              <Card title={t('planner.searching')}>
                <Progress
                  percent={Math.round(current.progress.fraction * 100)}
                  aria-label={t('planner.searching')}
                />
                <Flex justify="space-between" align="center" wrap gap="small">
                  <Typography.Text>
                    {current.progress.buses > 0
                      ? t('planner.bestSoFar', { count: current.progress.buses })
                      : ''}
                  </Typography.Text>
                  <Button
                    danger
                    loading={stop.isPending}
                    onClick={() => stop.mutate(current.id, { onError })}
                  >
                    {t('planner.stop')}
                  </Button>
                </Flex>
              </Card>
            ) : null}
            {current?.status === 'failed' ? (
              <Alert
                type="error"
                showIcon
                title={validationMessage(current.error ?? 'planner.failed', locale)}
              />
            ) : null}
            {current?.status === 'accepted' ? (
              <Alert
                type="success"
                showIcon
                title={t('planner.acceptedBanner')}
                description={
                  <Link to={localePath(withQuery(LIST_PATH, { date: current.input.termStart }))}>
                    {t('planner.seeTrips')}
                  </Link>
                }
              />
            ) : null}
            {refusal.length > 0 ? (
              <Alert
                type="error"
                showIcon
                title={t('planner.refused')}
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {refusal.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            {current?.proposal && !running ? (
              <>
                {current.status !== 'accepted' && can('places:write') ? (
                  <Flex justify="end">
                    <Button type="primary" loading={accept.isPending} onClick={() => acceptProposal(current)}>
                      {t('planner.accept')}
                    </Button>
                  </Flex>
                ) : null}
                <ProposalViolations proposal={current.proposal} />
                <ProposalMap proposal={current.proposal} />
                <ProposalFigures figures={current.proposal.figures} />
                {current.status !== 'accepted' && can('trips:write') ? (
                  <ProposalEdits run={current} onReload={() => run.refetch()} />
                ) : null}
                <ProposalBuses proposal={current.proposal} />
                <NotServed proposal={current.proposal} />
              </>
            ) : null}
          </Flex>
        </Col>
      </Row>
    </>
  );
}
