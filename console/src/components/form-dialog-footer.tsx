import { Button, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The footer of a form dialog: 取消 closes, the submit button sends the form (spinner while it does). */
export function FormDialogFooter({ onCancel, submitLabel, loading }: { onCancel: () => void; submitLabel: string; loading?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" colorPalette="brand" loading={loading}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
