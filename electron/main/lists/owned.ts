import { ownedCopiesSql } from '../cards/collections-repo';

/**
 * Copies a collection owns of a card, counting every data set's record of the same physical card:
 * the core sets' boxes are filed under the FFG-era Armada and X-Wing 2.0 data, but a fleet built
 * from the ISB data or a 2.5 squad names the same ships, squadrons and cards. The same card is the
 * same game, kind, name, title (caption, squadron type) and, for upgrades, the same slots.
 */
export const ownedAnyEditionSql = (card: string, collection: string) => `(
  SELECT COALESCE(sum(${ownedCopiesSql('same.id', collection)}), 0)
  FROM cards same JOIN card_editions same_e ON same_e.id = same.edition_id
  WHERE same.name = (SELECT name FROM cards WHERE id = ${card}) COLLATE NOCASE
    AND same.kind = (SELECT kind FROM cards WHERE id = ${card})
    AND same.title IS (SELECT title FROM cards WHERE id = ${card})
    AND same.upgrade_types = (SELECT upgrade_types FROM cards WHERE id = ${card})
    AND same_e.system = (SELECT this_e.system FROM cards this JOIN card_editions this_e ON this_e.id = this.edition_id WHERE this.id = ${card}))`;
