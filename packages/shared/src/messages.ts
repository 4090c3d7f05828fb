/**
 * Russian texts the server sends to people. The web app shows them as they
 * come; its own texts live in its i18n files.
 */
export const MESSAGES = {
  queryRequired: 'Введите ИНН, ОГРН или название',
  queryTooLong: 'Запрос слишком длинный: не больше 200 символов',
  identifierRequired: 'Укажите ИНН или ОГРН',
  identifierMalformed: 'Укажите ИНН (10 или 12 цифр), ОГРН (13 цифр) или ОГРНИП (15 цифр)',
  innChecksum: 'Неверный ИНН: не сходится контрольная цифра',
  ogrnChecksum: 'Неверный ОГРН: не сходится контрольная цифра',
  ogrnipChecksum: 'Неверный ОГРНИП: не сходится контрольная цифра',
  companyNotFound: 'Организация не найдена',
  entrepreneurNotFound: 'Индивидуальный предприниматель не найден',
  notFound: 'Страница не найдена',
  invalidRequest: 'Некорректный запрос',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже',
  unavailable: 'Сервис временно недоступен. Попробуйте позже',
  innRequired: 'Укажите ИНН',
  innMalformed: 'Укажите ИНН: 10 цифр для организации или 12 цифр для ИП',
  subjectNotFound: 'Организация или ИП с таким ИНН не найдены',
  companyIdMalformed: 'Номер компании должен быть целым положительным числом',
  idListMalformed: 'Укажите номера через запятую, например 1,2,3',
  providerUnavailable: 'Внешний источник данных временно недоступен. Попробуйте позже',
  demoDataLoading: 'Загружаем демонстрационные данные: поиск и карточки заработают через несколько секунд',
} as const;
