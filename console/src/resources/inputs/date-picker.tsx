import { useState } from 'react';
import { DatePicker, HStack, Input, parseDate, type DateValue } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../texts';
import { calendarLocale, datePart, displayDate, joinDateTime, parseTypedDate, parseTypedTime, timePart } from './date-value';

type Common = { disabled?: boolean; invalid?: boolean; required?: boolean; onBlur?: () => void };

export type DateFieldProps = Common & {
  id: string;
  name: string;
  /** The wire's value: yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with `withTime`. */
  value: unknown;
  withTime?: boolean;
  /** Its accessible name where no visible label points at it (the two ends of a range). */
  ariaLabel?: string;
  onChange: (value: string) => void;
};

export type DateRangeProps = Common & {
  /** The ids of the two inputs; their accessible names are `labels`. */
  ids: [string, string];
  labels: [string, string];
  value: [string, string];
  onChange: (value: [string, string]) => void;
};

const toDate = (v: unknown): DateValue | undefined => {
  const d = datePart(v);
  return d ? parseDate(d) : undefined;
};

// One written form in both languages, year first (2026/12/01: the input takes only digits and the
// locale's separator), never the browser's mm/dd/yyyy; the wire keeps yyyy-MM-dd. The calendar's
// month and weekday names follow the UI language.
const isoFormat = (date: DateValue) => date.toString().slice(0, 10);
const shownFormat = (date: DateValue) => displayDate(isoFormat(date));
const typedParse = (text: string) => toDate(parseTypedDate(text));

/** The picker's shared props: language, written form and the texts of its buttons. */
function usePickerProps() {
  const t = useTexts();
  const { i18n } = useTranslation();
  return {
    recipe: datePickerSlotRecipe,
    size: 'sm' as const,
    locale: calendarLocale(i18n.language),
    format: shownFormat,
    parse: typedParse,
    placeholder: t('resources:inputs.datePlaceholder'),
    positioning: { strategy: 'fixed' as const },
    translations: {
      trigger: () => t('resources:inputs.openCalendar'),
      clearTrigger: t('resources:inputs.clear'),
      prevTrigger: () => t('resources:inputs.prevMonth'),
      nextTrigger: () => t('resources:inputs.nextMonth'),
      content: t('resources:inputs.calendar'),
    },
  };
}

/** The calendar popup: a month of days, and the month and year views its title switches to. */
function Calendar() {
  return (
    <DatePicker.Positioner>
      <DatePicker.Content>
        <DatePicker.View view="day">
          <DatePicker.Header />
          <DatePicker.DayTable />
        </DatePicker.View>
        <DatePicker.View view="month">
          <DatePicker.Header />
          <DatePicker.MonthTable />
        </DatePicker.View>
        <DatePicker.View view="year">
          <DatePicker.Header />
          <DatePicker.YearTable />
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Positioner>
  );
}

type TimeBoxProps = {
  id: string;
  value: string;
  disabled?: boolean;
  label: string;
  placeholder: string;
  onChange: (hm: string) => void;
  onBlur?: () => void;
};

/**
 * The time of a date-time as 24-hour HH:mm text in both languages (the browser's time input follows
 * its own locale: "12:00 AM" in a Chinese screen). What is typed stays as typed; a valid time is sent.
 */
function TimeBox(p: TimeBoxProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={p.id}
      size="sm"
      w="96px"
      inputMode="numeric"
      maxLength={5}
      value={draft ?? p.value}
      disabled={p.disabled}
      aria-label={p.label}
      placeholder={p.placeholder}
      onChange={(e) => {
        setDraft(e.target.value);
        const hm = parseTypedTime(e.target.value);
        if (hm) p.onChange(hm);
      }}
      onBlur={() => {
        setDraft(null);
        p.onBlur?.();
      }}
    />
  );
}

/** A date (or a date and a time) field with a calendar in the UI's language; typed yyyy-MM-dd works too. */
export function DateField(p: DateFieldProps) {
  const t = useTexts();
  const picker = usePickerProps();
  const date = toDate(p.value);
  const time = timePart(p.value);
  const emit = (d: string, hm: string) => p.onChange(p.withTime ? joinDateTime(d, hm) : d);
  return (
    <HStack gap="2" w="full" align="start">
      <DatePicker.Root
        {...picker}
        flex="1"
        name={p.name}
        ids={{ input: () => p.id }}
        value={date ? [date] : []}
        disabled={p.disabled}
        invalid={p.invalid}
        onValueChange={(e) => emit(e.value[0] ? isoFormat(e.value[0]) : '', time)}
        onOpenChange={(e) => {
          if (!e.open) p.onBlur?.();
        }}
      >
        <DatePicker.Control>
          <DatePicker.Input onBlur={p.onBlur} aria-required={p.required || undefined} aria-label={p.ariaLabel} />
          <DatePicker.IndicatorGroup>
            <DatePicker.ClearTrigger />
            <DatePicker.Trigger />
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Calendar />
      </DatePicker.Root>
      {p.withTime && (
        <TimeBox
          id={`${p.id}-time`}
          value={time}
          disabled={p.disabled || !date}
          label={t('resources:inputs.time')}
          placeholder={t('resources:inputs.timePlaceholder')}
          onChange={(hm) => emit(date ? isoFormat(date) : '', hm)}
          onBlur={p.onBlur}
        />
      )}
    </HStack>
  );
}
