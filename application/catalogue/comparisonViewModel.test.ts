import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createComparisonViewModel, type ComparisonApi } from './comparisonViewModel';

function fakeApi(server: string[]): ComparisonApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    productIds: async () => {
      calls.push('ids');
      return E.right([...server]);
    },
    add: async (id) => {
      calls.push(`add ${id}`);
      if (!server.includes(id)) server.push(id);
      return E.right([...server]);
    },
    remove: async (ids) => {
      calls.push(`remove ${ids.join(',')}`);
      const present = ids.filter((id) => server.includes(id));
      if (present.length === 0) return E.left({ status: 404, message: 'not found' });
      server.splice(0, server.length, ...server.filter((id) => !ids.includes(id)));
      return E.right([...server]);
    },
  };
}

describe('comparison view-model', () => {
  it('fetches, adds and deletes one or many', async () => {
    const server = ['1'];
    const vm = createComparisonViewModel(fakeApi(server));
    await vm.load();
    expect(vm.current().productIds).toEqual(['1']);
    await vm.add('2');
    await vm.add('3');
    expect(vm.current().productIds).toEqual(['1', '2', '3']);
    await vm.remove(['1']);
    await vm.remove(['2', '3']);
    expect(vm.current().productIds).toEqual([]);
  });

  it('refetches the list when a delete answers 404', async () => {
    const server = ['1', '2'];
    const api = fakeApi(server);
    const vm = createComparisonViewModel(api);
    await vm.load();
    server.splice(0, 2, '7'); // changed in another tab
    expect(await vm.remove(['1'])).toBe(false);
    expect(api.calls).toEqual(['ids', 'remove 1', 'ids']);
    expect(vm.current()).toEqual({ productIds: ['7'], failure: null });
  });

  it('keeps other failures for the page to show', async () => {
    const vm = createComparisonViewModel({ ...fakeApi([]), add: async () => E.left({ status: 400, message: 'Некорректный запрос' }) });
    expect(await vm.add('1')).toBe(false);
    expect(vm.current().failure?.message).toBe('Некорректный запрос');
  });
});
