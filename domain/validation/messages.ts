import type { ValidationError } from './validationError';

/** Fixed texts of spec §5 Messages, verbatim; «Other texts» are given in English by the spec and written here in Russian. */
export const VALIDATION_TEXTS = {
  required: 'Пожалуйста, заполните обязательное поле',
  date: 'Некорректный формат даты',
  email: 'Адрес почты не соответствует формату',
  oneOf: 'Пожалуйста, выберите значение из списка',
  format: 'Неверный формат',
  phoneMask: 'Неверный формат телефона',
  autocomplete: 'Необходимо выбрать значение из списка',
  equalsEmails: 'E\u2011mail совпадает со старым',
  equalsPhones: 'Номер телефона совпадает со старым',
  tin: 'ИНН должен содержать 10 или 12 цифр',
  url: 'Некорректный формат ссылки',
  regex: 'Некорректный формат',
  discord: 'В данном поле есть недопустимое сочетание символов',
  // Other texts: Russian wording written for this shop (the spec quotes them in English).
  agreement: 'Необходимо согласие на обработку персональных данных',
  rating: 'Поставьте оценку от 1 до 5',
  dimension: 'Выберите один из вариантов',
  childBirthdate: 'Проверьте возраст участника Клубной программы',
  proBirthdate: 'Минимальный возраст для регистрации — 18 лет',
  listLoad: 'Не удалось загрузить список. Пожалуйста, обновите страницу и заполните форму заново',
} as const;

/** Hint for the passport name at Russian Post pickup, verbatim (spec §5 Messages). */
export const PASSPORT_NAME_HINT = 'Укажите ФИО как в паспорте для получения заказа в отделении Почты России';

/** The Russian message for a validation error, with its parameters filled in (spec §5 Messages). */
export function validationMessage(error: ValidationError): string {
  switch (error._tag) {
    case 'birthdate':
      return `Проверьте возраст, участник Клубной программы не может быть младше ${error.minAge} лет`;
    case 'min':
      return `Пожалуйста, введите не меньше ${error.length} символов`;
    case 'max':
      return `Пожалуйста, введите не больше ${error.length} символов`;
    case 'between':
      return `Введите от ${error.min} до ${error.max}`;
    default:
      return VALIDATION_TEXTS[error._tag];
  }
}
