/** A small YML feed the tests upload: one offer that maps onto our categories, one that does not. */
export const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-01-10T10:00+03:00">
  <shop>
    <name>Склад</name>
    <categories>
      <category id="1">Текстиль</category>
      <category id="7" parentId="1">СРЕДСТВА ЗАЩИТЫ</category>
      <category id="9">Чего нет у нас</category>
    </categories>
    <offers>
      <offer id="G-1" available="true">
        <name>Перчатки</name>
        <price>99,50</price>
        <oldprice>120</oldprice>
        <categoryId>7</categoryId>
        <picture>https://example.ru/1.jpg</picture>
        <picture>https://example.ru/2.jpg</picture>
        <param name="Размер" unit="RU">M</param>
        <description><![CDATA[<p>Нитрил &amp; латекс</p>]]></description>
        <count>15</count>
        <vat>VAT_22</vat>
      </offer>
      <offer id="G-2">
        <typePrefix>Каска</typePrefix><vendor>Омега</vendor><model>X1</model>
        <price>500</price>
        <categoryId>9</categoryId>
      </offer>
    </offers>
  </shop>
</yml_catalog>`;
