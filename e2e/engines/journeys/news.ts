import { until } from '../engine.ts';
import type { Journey } from './journey.ts';

const total = () => /Total News: (\d+)/.exec(document.querySelector('main')?.textContent ?? '')?.[1] ?? '';
const titles = () => [...document.querySelectorAll('main li article h2')].map((h) => h.textContent ?? '');
const firstOption = (css: string) =>
  [...document.querySelectorAll(`${css} option`)].map((o) => (o as HTMLOptionElement).value).find((v) => v !== 'all');

export const news: Journey = {
  id: 'news',
  name: "/News's filters, search, Show more and Back",
  async run({ engine, shot }) {
    await engine.goto('/News');
    const all = await engine.evaluate(total);
    const year = (await engine.evaluate(firstOption, '#list-filter-year'))!;
    await engine.select('#list-filter-year', year);
    await until(
      engine,
      `the ${year} news`,
      (y: string, n: string) =>
        location.search === `?year=${y}` &&
        /Total News: \d+/.exec(document.querySelector('main')?.textContent ?? '')?.[0] !== `Total News: ${n}`,
      [year, all],
    );
    const month = (await engine.evaluate(firstOption, '#list-filter-month'))!;
    await engine.select('#list-filter-month', month);
    await until(engine, `the news of ${month} ${year}`, (m: string) => location.search.endsWith(`&month=${m}`), [
      month,
    ]);
    await shot('news-filtered');

    await engine.goto('/News');
    const word = (await engine.evaluate(titles))[0]!.split(' ').find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    await engine.type('#list-filter-q', word);
    await until(
      engine,
      `a search for "${word}"`,
      (w: string) => {
        const found = [...document.querySelectorAll('main li article h2')].map(
          (h) => h.textContent?.toUpperCase() ?? '',
        );
        return location.search === `?q=${w}` && found.length > 0 && found.every((t) => t.includes(w.toUpperCase()));
      },
      [word],
    );
    await shot('news-search');

    await engine.goto('/News');
    await engine.click('main a', 'Show more');
    await until(
      engine,
      '48 stories after Show more',
      () => location.search === '?show=48' && document.querySelectorAll('main li article h2').length === 48,
    );
    const story = (await engine.evaluate(titles))[40]!;
    await engine.click('main li:nth-child(41) article a[href^="/NewsItem"]');
    await until(
      engine,
      'the story',
      (t: string) => location.pathname === '/NewsItem' && document.querySelector('h1')?.textContent === t,
      [story],
    );
    await shot('news-story');
    await engine.back();
    await until(
      engine,
      'the same 48 stories after Back',
      () => location.search === '?show=48' && document.querySelectorAll('main li article h2').length === 48,
    );
  },
};
