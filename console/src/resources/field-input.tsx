import { useState } from 'react';
import { Box, Button, HStack, Image, Input, NativeSelect, Popover, Portal, Text, Textarea, chakra } from '@chakra-ui/react';
import { checkStyle } from './native-controls';
import { CheckboxTree } from '@/components/checkbox-tree';
import { consoleApi } from '@/lib/api';
import { flattenTree, toIdList, useColumnOptions, useTreeNodes } from './options';
import { useTexts } from './texts';
import type { ShownColumn } from './types';

type Props = {
  col: ShownColumn;
  value: unknown;
  onChange: (v: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
  id: string;
};

/** 2026-11-20 09:30:00 <-> 2026-11-20T09:30 (datetime-local). */
const toLocal = (v: unknown) => (typeof v === 'string' && v ? v.replace(' ', 'T').slice(0, 16) : '');
const fromLocal = (v: string) => (v ? `${v.replace('T', ' ')}:00`.slice(0, 19) : '');

/** One form control for a column, by its type. Server text is only ever rendered as text. */
export function FieldInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const t = useTexts();
  const type = col.type ?? 'text';
  const str = value == null || value === -1 ? '' : String(value);
  switch (type) {
    case 'textarea':
      return <Textarea id={id} name={col.prop} value={str} disabled={disabled} rows={4} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
    case 'number':
      return (
        <Input id={id} name={col.prop} type="number" value={str} disabled={disabled} onBlur={onBlur}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))} />
      );
    case 'password':
      return <Input id={id} name={col.prop} type="password" autoComplete="new-password" value={str} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
    case 'date':
      return <Input id={id} name={col.prop} type="date" value={str.slice(0, 10)} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
    case 'datetime':
      return <Input id={id} name={col.prop} type="datetime-local" value={toLocal(value)} disabled={disabled} onChange={(e) => onChange(fromLocal(e.target.value))} onBlur={onBlur} />;
    case 'switch':
      // A native checkbox with the switch role: 1 on, 0 off (the dictionary isSealed flag).
      return (
        <chakra.label display="inline-flex" alignItems="center" gap="2" pt="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
          <input id={id} name={col.prop} type="checkbox" role="switch" style={checkStyle} checked={str === '1'} disabled={disabled}
            onChange={(e) => { onChange(e.target.checked ? 1 : 0); onBlur(); }} />
          <span>{str === '1' ? t('resources:yes') : t('resources:no')}</span>
        </chakra.label>
      );
    case 'select':
      return <SelectInput {...{ col, value, onChange, onBlur, disabled, id }} />;
    case 'radio':
      return <RadioInput {...{ col, value, onChange, onBlur, disabled, id }} />;
    case 'tree':
      return <TreeInput {...{ col, value, onChange, onBlur, disabled, id }} />;
    case 'upload':
      return <UploadInput {...{ col, value, onChange, onBlur, disabled, id }} />;
    default:
      return <Input id={id} name={col.prop} value={str} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
  }
}

function SelectInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const t = useTexts();
  const options = useColumnOptions(col, t);
  const str = value == null || value === -1 ? '' : String(value);
  return (
    <NativeSelect.Root disabled={disabled} size="sm">
      <NativeSelect.Field id={id} name={col.prop} value={str} onBlur={onBlur} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('resources:pleaseSelect')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function RadioInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const options = useColumnOptions(col, useTexts());
  const current = value == null ? '' : String(value);
  return (
    <HStack id={id} role="radiogroup" gap="4" pt="2">
      {options.map((o) => (
        <chakra.label key={o.value} display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor={disabled ? 'not-allowed' : 'pointer'}>
          <input type="radio" name={`${id}-${col.prop}`} value={o.value} style={checkStyle} checked={current === o.value} disabled={disabled}
            onChange={() => { onChange(o.value); onBlur(); }} />
          {o.label}
        </chakra.label>
      ))}
    </HStack>
  );
}

/** A tree picker in a popover: one node, or several (`multiple`, kept as an array of ids). */
function TreeInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const t = useTexts();
  const nodes = useTreeNodes(col);
  const labels = flattenTree(nodes);
  const ids = toIdList(value);
  const [open, setOpen] = useState(false);
  const text = ids.map((i) => labels.get(i) ?? i).join(', ');
  return (
    <Popover.Root open={open} onOpenChange={(e) => { setOpen(e.open); if (!e.open) onBlur(); }} positioning={{ sameWidth: true }} lazyMount>
      <Popover.Trigger asChild>
        <Button id={id} name={col.prop} variant="outline" size="sm" w="full" justifyContent="space-between" disabled={disabled} fontWeight="normal">
          <Text truncate>{text || t('resources:pleaseSelect')}</Text>
          <span aria-hidden>▾</span>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="280px">
            <Popover.Body p="2">
              <CheckboxTree nodes={nodes} value={ids} single={!col.multiple} label={col.text}
                onChange={(next) => { onChange(col.multiple ? next : (next[0] ?? '')); if (!col.multiple) setOpen(false); }} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** Uploads through put-file and keeps data.link; the avatar rule (jpg/png, 500kb) is data. */
function UploadInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const t = useTexts();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = col.upload ?? { accept: ['image/jpeg', 'image/png'], maxKb: 500 };
  const link = typeof value === 'string' ? value : '';
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const isAvatar = rule.maxKb === 500;
    if (!rule.accept.includes(file.type)) return setError(isAvatar ? t('resources:avatarType') : t('resources:fileType'));
    if (file.size / 1024 > rule.maxKb) return setError(isAvatar ? t('resources:avatarSize') : t('resources:fileSize', { n: rule.maxKb }));
    setError('');
    setBusy(true);
    try {
      const res = await consoleApi.putFile(file);
      onChange(res.link);
      onBlur();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <HStack>
        {link && <Image src={link} alt="" boxSize="64px" objectFit="cover" borderRadius="sm" />}
        <Button asChild size="sm" variant="outline" disabled={disabled || busy} loading={busy}>
          <label htmlFor={id}>{t('resources:upload')}</label>
        </Button>
        <input id={id} type="file" hidden accept={rule.accept.join(',')} disabled={disabled} onChange={(e) => void pick(e.target.files?.[0])} />
      </HStack>
      {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
    </Box>
  );
}
