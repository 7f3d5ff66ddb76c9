import { useNavigate, useParams } from 'react-router';
import { Button, HStack } from '@chakra-ui/react';
import { DiagramImage } from './diagram-dialog';
import { History, LeaveInfo, Page, Section, useLeaveTexts } from './leave-parts';

// The leave process pages (spec §2 /work/process/leave/{form,handle,detail}), one chunk for the
// three routes: start-process with the leave's fields (leave-form), the task of whichever step the
// leave is at (leave-handle: approve/reject, or the applicant's resubmit/withdraw after a 驳回) and
// the read-only detail, each with the whole approval history.

export { LeaveFormPage } from './leave-form';
export { LeaveHandlePage } from './leave-handle';
export { leaveDays } from './leave-parts';

/** /work/process/leave/detail/:processInstanceId/:businessId — the leave and its history, read-only. */
export function LeaveDetailPage() {
  const t = useLeaveTexts();
  const { processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Page title={t('work:leave.detail')} testId="leave-detail">
      <Section title={t('work:leave.leave')}>
        <LeaveInfo businessId={businessId} t={t} />
      </Section>
      <Section title={t('work:leave.history')}>
        <History processInstanceId={processInstanceId} t={t} />
      </Section>
      <Section title={t('work:leave.track')}>
        <DiagramImage of={{ processInstanceId }} t={t} />
      </Section>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
          {t('work:leave.back')}
        </Button>
      </HStack>
    </Page>
  );
}
