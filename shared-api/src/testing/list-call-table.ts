// The getters are plain functions and no table repeats them, so each is called to learn its endpoint.
import { CanceledError } from 'axios';
import { endpoints, type EndpointName, type ListEndpointName } from '../contract/index.ts';
import { createListCalls, type ListCalls } from '../client/list-calls.ts';

const isList = (name: EndpointName | undefined): name is ListEndpointName =>
  name !== undefined && endpoints[name].kind === 'list';

export function listCallTable(): { method: keyof ListCalls; name: ListEndpointName }[] {
  let called: EndpointName | undefined;
  const calls = createListCalls((name) => {
    called = name;
    return Promise.reject(new CanceledError());
  });
  return (Object.keys(calls) as (keyof ListCalls)[]).map((method) => {
    called = undefined;
    void calls[method]();
    if (!isList(called)) throw new Error(`${method} calls ${String(called)}, not a list endpoint`);
    return { method, name: called };
  });
}
