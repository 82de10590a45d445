import { useState } from 'react';
import { EmptyState } from '@school/shared-ui/island';
import {
  addMonths,
  entriesOfMonth,
  monthLabel,
  monthOf,
  monthWeeks,
  WEEKDAYS,
  type DatedEntry,
} from '../../calendar/month.ts';
import { CalendarBody, CalendarButton, DayList, MonthNav, MonthTable } from '../blocks/academic-calendar-styles.ts';

/** Its island hydrates under a root of its own, so not useId; one calendar a page. */
const EVENTS_NAME_ID = 'calendar-events-name';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whose calendar a month's file adds to: the school's code names its entries. */
export type MonthsCalendar = { schoolCode: string; name: string };
export type CalendarMonthsProps = { entries: DatedEntry[]; calendar: MonthsCalendar };

/** The island (mf_home/calendar-months): Previous, Next and Add to calendar wake it alone. */
export function CalendarMonths({ entries, calendar }: CalendarMonthsProps) {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const now = new Date();
  const list = entriesOfMonth(entries, month);
  const dots = new Set(list.map((e) => e.day));
  const isToday = (day: number) =>
    month.year === now.getFullYear() && month.monthIndex === now.getMonth() && day === now.getDate();
  const label = monthLabel(month);

  return (
    <CalendarBody>
      <div>
        <MonthNav>
          <button type="button" aria-label="Previous month" onClick={() => setMonth((m) => addMonths(m, -1))}>
            ‹
          </button>
          <h3 aria-live="polite">{label}</h3>
          <button type="button" aria-label="Next month" onClick={() => setMonth((m) => addMonths(m, 1))}>
            ›
          </button>
        </MonthNav>
        <MonthTable>
          <caption className="visually-hidden">{label}: days with events are marked with a dot</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((w) => (
                <th key={w.short} scope="col">
                  <abbr title={w.long}>{w.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => (
                  <td
                    key={d}
                    data-event={day !== null && dots.has(day) ? '' : undefined}
                    aria-current={day !== null && isToday(day) ? 'date' : undefined}
                  >
                    {day}
                    {day !== null && dots.has(day) && <span className="visually-hidden"> (events)</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </MonthTable>
      </div>
      <div>
        {list.length > 0 ? (
          <>
            <span id={EVENTS_NAME_ID} hidden>
              Events in {label}
            </span>
            <DayList aria-labelledby={EVENTS_NAME_ID}>
              {list.map((e) => (
                <li key={e.key}>
                  <strong>{pad(e.day)}</strong> <span>{e.title}</span>
                </li>
              ))}
            </DayList>
            <CalendarButton
              type="button"
              onClick={() =>
                // The .ics writer loads on the click: most visitors never download one.
                void import('../../calendar/calendar-files.ts').then((m) =>
                  m.downloadMonthIcs(entries, month, calendar.schoolCode, calendar.name),
                )
              }
            >
              Add to calendar<span className="visually-hidden"> ({label}, .ics file)</span>
            </CalendarButton>
          </>
        ) : (
          <EmptyState />
        )}
      </div>
    </CalendarBody>
  );
}
