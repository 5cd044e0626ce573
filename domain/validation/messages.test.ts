import { describe, expect, it } from 'vitest';
import { validationMessage, VALIDATION_TEXTS } from './messages';
import type { ValidationTag } from './validationError';

describe('validation messages (spec §5 Messages), verbatim', () => {
  it('has the exact Russian text of every rule', () => {
    const table: [ValidationTag, string][] = [
      ['required', 'Пожалуйста, заполните обязательное поле'],
      ['date', 'Некорректный формат даты'],
      ['email', 'Адрес почты не соответствует формату'],
      ['oneOf', 'Пожалуйста, выберите значение из списка'],
      ['format', 'Неверный формат'],
      ['phoneMask', 'Неверный формат телефона'],
      ['autocomplete', 'Необходимо выбрать значение из списка'],
      ['equalsEmails', 'E‑mail совпадает со старым'],
      ['equalsPhones', 'Номер телефона совпадает со старым'],
      ['tin', 'ИНН должен содержать 10 или 12 цифр'],
      ['url', 'Некорректный формат ссылки'],
      ['regex', 'Некорректный формат'],
      ['discord', 'В данном поле есть недопустимое сочетание символов'],
    ];
    for (const [tag, text] of table) expect(validationMessage({ _tag: tag } as never)).toBe(text);
    expect(VALIDATION_TEXTS.equalsEmails.charCodeAt(1)).toBe(0x2011);
  });

  it('fills in the parameters', () => {
    expect(validationMessage({ _tag: 'birthdate', minAge: 14 })).toBe('Проверьте возраст, участник Клубной программы не может быть младше 14 лет');
    expect(validationMessage({ _tag: 'min', length: 2 })).toBe('Пожалуйста, введите не меньше 2 символов');
    expect(validationMessage({ _tag: 'max', length: 22 })).toBe('Пожалуйста, введите не больше 22 символов');
    expect(validationMessage({ _tag: 'between', min: 1, max: 5 })).toBe('Введите от 1 до 5');
  });
});
