/** A small offline gazetteer of Athens streets for the demo address autocomplete. */
export interface GazetteerStreet {
  street: string;
  /** Latin transliteration, so "ermou" finds Ερμού. */
  latin: string;
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const s = (
  street: string,
  latin: string,
  city: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): GazetteerStreet => ({ street, latin, city, postalCode, latitude, longitude });

export const ATHENS_STREETS: GazetteerStreet[] = [
  s('Ερμού', 'Ermou', 'Αθήνα', '10563', 37.97614, 23.7289),
  s('Αιόλου', 'Aiolou', 'Αθήνα', '10551', 37.97788, 23.72737),
  s('Αθηνάς', 'Athinas', 'Αθήνα', '10554', 37.97906, 23.72573),
  s('Σταδίου', 'Stadiou', 'Αθήνα', '10564', 37.98045, 23.73248),
  s('Πανεπιστημίου', 'Panepistimiou', 'Αθήνα', '10679', 37.98121, 23.73392),
  s('Ακαδημίας', 'Akadimias', 'Αθήνα', '10671', 37.98197, 23.73539),
  s('Βασιλίσσης Σοφίας', 'Vasilissis Sofias', 'Αθήνα', '10674', 37.97635, 23.74303),
  s('Βασιλέως Κωνσταντίνου', 'Vasileos Konstantinou', 'Αθήνα', '11635', 37.97049, 23.74176),
  s('Πατησίων', 'Patision', 'Αθήνα', '10434', 37.99201, 23.73236),
  s('Αχαρνών', 'Acharnon', 'Αθήνα', '10439', 37.99687, 23.72908),
  s('Ιπποκράτους', 'Ippokratous', 'Αθήνα', '10679', 37.98413, 23.73703),
  s('Σόλωνος', 'Solonos', 'Αθήνα', '10673', 37.98193, 23.73797),
  s('Σκουφά', 'Skoufa', 'Αθήνα', '10673', 37.98001, 23.73976),
  s('Τσακάλωφ', 'Tsakalof', 'Αθήνα', '10673', 37.97805, 23.74043),
  s('Κολοκοτρώνη', 'Kolokotroni', 'Αθήνα', '10561', 37.97699, 23.73131),
  s('Μητροπόλεως', 'Mitropoleos', 'Αθήνα', '10563', 37.97529, 23.73079),
  s('Αδριανού', 'Adrianou', 'Αθήνα', '10555', 37.97484, 23.72447),
  s('Αποστόλου Παύλου', 'Apostolou Pavlou', 'Αθήνα', '11851', 37.97213, 23.71936),
  s('Διονυσίου Αρεοπαγίτου', 'Dionysiou Areopagitou', 'Αθήνα', '11742', 37.96961, 23.72475),
  s('Συγγρού', 'Syngrou', 'Αθήνα', '11743', 37.96207, 23.72538),
  s('Βουλιαγμένης', 'Vouliagmenis', 'Αθήνα', '11636', 37.95973, 23.73448),
  s('Αλεξάνδρας', 'Alexandras', 'Αθήνα', '11473', 37.99131, 23.74101),
  s('Κηφισίας', 'Kifisias', 'Αθήνα', '11526', 37.99466, 23.76277),
  s('Μεσογείων', 'Mesogeion', 'Αθήνα', '11527', 37.98895, 23.76213),
  s('Λεωφόρος Αλεξάνδρας', 'Leoforos Alexandras', 'Αθήνα', '11521', 37.99025, 23.74624),
  s('Θεμιστοκλέους', 'Themistokleous', 'Αθήνα', '10677', 37.98562, 23.73412),
  s('Καλλιδρομίου', 'Kallidromiou', 'Αθήνα', '11473', 37.98776, 23.73812),
  s('Πειραιώς', 'Peiraios', 'Αθήνα', '10552', 37.97595, 23.71484),
  s('Λιοσίων', 'Liosion', 'Αθήνα', '10445', 38.00203, 23.72075),
  s('Φιλελλήνων', 'Filellinon', 'Αθήνα', '10557', 37.97388, 23.73352),
  s('Νίκης', 'Nikis', 'Αθήνα', '10557', 37.97424, 23.73279),
  s('Αγίου Κωνσταντίνου', 'Agiou Konstantinou', 'Αθήνα', '10431', 37.98481, 23.72406),
];
