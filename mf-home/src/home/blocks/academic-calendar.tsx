import { useState } from 'react';
import { oncePerAnswer, type ApiClient, type CalendarEntry } from '@school/shared-api';
import { CalendarSubscribe, EmptyState } from '@school/shared-ui/kit';
import { useApiData, useRuntime } from '@school/shared-ui/runtime';
import { addMonths, entriesOfMonth, monthLabel, monthOf, monthWeeks, WEEKDAYS } from '../../calendar/month.ts';
import { homeCalendar } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { CalendarBody, CalendarButton, DayList, MonthNav, MonthTable } from './academic-calendar-styles.ts';

// Nearest to today: worked out once a day per answer.
const calendarOfDay = oncePerAnswer((entries: readonly CalendarEntry[], day: number) =>
  homeCalendar(entries, new Date(day)),
);
const today = () => {
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
};
const loadCalendar = (api: ApiClient) => api.getAcademicCalendar().then((entries) => calendarOfDay(entries, today()));
const pad = (n: number) => String(n).padStart(2, '0');

export function AcademicCalendar() {
  const { data } = useApiData(loadCalendar, []);
  const { schoolCode, school } = useRuntime();
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const now = new Date();
  const list = entriesOfMonth(data, month);
  const dots = new Set(list.map((e) => e.day));
  const isToday = (day: number) =>
    month.year === now.getFullYear() && month.monthIndex === now.getMonth() && day === now.getDate();
  const label = monthLabel(month);

  return (
    <Section title="Academic Calendar" minHeight={380}>
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
              <DayList aria-label={`Events in ${label}`}>
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
                    m.downloadMonthIcs(data, month, schoolCode, `${school.shortName} Academic Calendar`),
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
      <CalendarSubscribe />
    </Section>
  );
}
