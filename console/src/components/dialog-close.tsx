import { Dialog, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** A dialog's ✕: Chakra's close-trigger slot puts it in the top corner; named in the UI's language (关闭 / Close). */
export function DialogCloseButton() {
  const { t } = useTranslation('common');
  return (
    <Dialog.CloseTrigger asChild>
      <IconButton variant="ghost" size="sm" aria-label={t('close')}>
        <Icon name="close" />
      </IconButton>
    </Dialog.CloseTrigger>
  );
}
