import type { NameRegion } from './nations.js';

export interface NamePool {
  men: readonly string[];
  women: readonly string[];
  last: readonly string[];
  /** Share of players known by their given name only (Brazilian style). */
  mononymShare: number;
}

const split = (names: string) => names.split(',').map((name) => name.trim());

// Ordinary given names and surnames of each region, accents kept as players' names are written. The
// generated players are fictional: no star's surname is here, and no pair of a given name and a surname
// (nor a given name alone, where players go by one name) is a real player's name in the shared data
// sets (libs/testing's real-player-names spec checks every pair).
export const NAME_POOLS: Readonly<Record<NameRegion, NamePool>> = {
  english: {
    men: split(
      'Harry, Jack, James, Oliver, Thomas, Jacob, Jordan, Mason, Marcus, Reece, Kyle, Callum, Ben, Ryan, Lewis, Aaron, Conor, Jamie, Tyler, Alfie, Freddie, Toby, Elliot, Rory, Archie, Finley, Joel, Niall, Dominic, Reuben',
    ),
    women: split(
      'Lucy, Ella, Lauren, Chloe, Millie, Beth, Georgia, Jess, Hannah, Mary, Poppy, Freya, Imogen, Harriet',
    ),
    last: split(
      'Stones, Bailey, Cooper, Barnes, Hughes, Murray, Turner, Fletcher, Marsh, Holloway, Pritchard, Whitmore, Ashworth, Bramley, Crossley, Denholm, Eastwood, Fairbairn, Hartley, Kershaw, Lockwood, Medley, Pemberton, Rowntree, Sutcliffe, Thornton, Whitaker, Yardley, Calloway, Bentham, Ridley',
    ),
    mononymShare: 0,
  },
  spanish: {
    men: split(
      'Dani, Nicolás, Iñaki, Mikel, Ferrán, Julián, Enzo, Mateo, Íñigo, Borja, Jaime, Rubén, Hugo, Tomás, Agustín, Valentín',
    ),
    women: split('Irene, Olga, Laia, Lucía, Claudia, Patricia, Esther, Nerea, Ainhoa, Maite, Julia'),
    last: split(
      'Díaz, Muñoz, Navarro, Ortiz, Gutiérrez, Ruiz, Jiménez, Suárez, Núñez, Arrieta, Belmonte, Cabrera, Escobedo, Galindo, Iturralde, Lozano, Maldonado, Olivares, Quintana, Rebollo, Salcedo, Tejada, Urrutia, Valdivia, Zamora, Bustamante, Carrasco, Echeverría, Figueroa, Aranda, Medina, Solís',
    ),
    mononymShare: 0.03,
  },
  portuguese: {
    men: split(
      'Éder, Luiz, Tiago, Caio, Renan, Murilo, Afonso, Duarte, Martim, Cauã, Davi, Heitor, Kauan, Pietro, Téo, Yago, Benício, Joaquim, Lorenzo, Otto, Vicente, Anselmo, Caetano, Flávio, Márcio, Emílio',
    ),
    women: split('Ana, Jéssica, Tatiana, Dolores, Carolina, Beatriz, Inês, Leonor, Mariana'),
    last: split(
      'Ferreira, Pereira, Oliveira, Costa, Martins, Sousa, Gonçalves, Gomes, Lopes, Marques, Alves, Almeida, Ribeiro, Pinto, Carvalho, Teixeira, Moreira, Correia, Mendes, Nunes, Soares, Vieira, Monteiro, Cardoso, Rocha, Neves, Barbosa, Cavaco, Damasceno, Esteves, Figueira, Lacerda, Macedo, Nogueira, Pimentel, Sampaio, Tavares, Valente, Xavier, Brandão, Leitão, Meireles, Rebelo, Seixas, Vasconcelos, Amaral, Bastos',
    ),
    mononymShare: 0.25,
  },
  french: {
    men: split(
      'Théo, Jules, William, Ibrahima, Marcus, Warren, Bradley, Michael, Mathys, Hugo, Mike, Adrien, Baptiste, Clément, Enzo, Florent, Quentin, Tanguy, Valentin, Yanis, Nolan, Axel',
    ),
    women: split('Clara, Océane, Manon, Inès, Léa, Camille, Juliette, Margaux, Pauline'),
    last: split(
      'Dupont, Dubois, Thomas, Robert, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Aubert, Barbier, Chevalier, Delorme, Fabre, Gauthier, Lemaire, Marchand, Perrin, Renaud, Roussel, Texier, Vasseur, Brun, Carpentier, Dumas, Fontaine, Giraud, Joly, Lacroix, Masson, Picard, Rolland',
    ),
    mononymShare: 0,
  },
  german: {
    men: split(
      'Florian, Joshua, Kai, Antonio, Maximilian, Robert, Pascal, Lukas, Julian, Marcel, Jannik, Moritz, Fabian, Henrik, Philipp, Matthias, Till, Jakob, Linus',
    ),
    women: split('Alexandra, Giulia, Lea, Klara, Lena, Sara, Linda, Jule, Johanna, Paula, Marlene, Greta'),
    last: split(
      'Schmidt, Schneider, Fischer, Weber, Meyer, Becker, Schulz, Hoffmann, Koch, Richter, Köhler, Bauer, Krause, Zimmermann, Hartmann, Lange, Schmitz, Braun, Vogel, Friedrich, Scholz, Jung, Keller, Roth, Beck, Lorenz, Baumann, Franke, Albrecht, Winkler, Berger, Kuhn',
    ),
    mononymShare: 0,
  },
  italian: {
    men: split(
      'Federico, Nicolò, Alessandro, Sandro, Giacomo, Davide, Matteo, Riccardo, Francesco, Andrea, Mattia, Stephan, Samuele, Guglielmo, Raoul, Giovanni, Luca, Pietro, Tommaso, Edoardo, Emanuele, Filippo, Gabriele, Leonardo, Michele, Nicola, Vittorio, Jacopo',
    ),
    women: split('Sara, Giulia, Elisa, Martina, Laura, Chiara, Francesca, Alice, Beatrice'),
    last: split(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Bellini, Caruso, Ferraro, Fontana, Gentile, Leone, Longo, Marchetti, Martini, Mazza, Palumbo, Parisi, Rinaldi, Sala, Santoro, Serra, Testa, Valentini, Vitale, Cattaneo, Ferri',
    ),
    mononymShare: 0,
  },
  dutch: {
    men: split(
      'Wout, Stefan, Nathan, Teun, Bart, Kevin, Jérémy, Leandro, Arthur, Youri, Sem, Daan, Lars, Thijs, Ruben, Bram, Niels, Jesper, Gijs, Koen, Pieter',
    ),
    women: split('Tessa, Fleur, Noor, Lotte, Femke, Sanne, Iris, Roos, Anouk'),
    last: split(
      'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, Maes, Peeters, Janssens, Claes, Goossens, Wouters, Kok, Dekker, Brouwer, van Leeuwen, Jacobs, Willems, van der Meer, Koster, Prins, Huisman, Veenstra, Kuipers, de Wit, Schouten, van Beek, Postma, Verbeek, Hoekstra, Dijkstra, Bosman, Verhoeven, Wuyts, Lambrechts, Desmet',
    ),
    mononymShare: 0,
  },
  nordic: {
    men: split(
      'Martin, Sander, Viktor, Kasper, Anders, Jens, Oscar, Hugo, Elias, Jonas, Eirik, Håkon, Torstein, Vetle, Oskar, Axel, Nils, Tobias, Sindre',
    ),
    women: split('Caroline, Ada, Hanna, Amanda, Filippa, Sofie, Ingrid, Sigrid, Maja, Tuva'),
    last: split(
      'Hansen, Karlsson, Nilsson, Larsen, Pedersen, Nielsen, Berg, Olsen, Christensen, Jensen, Lindqvist, Eriksson, Solberg, Strand, Dahl, Lund, Holm, Haugen, Bakke, Moen, Lie, Ekström, Lundgren, Bergström, Sandberg, Nyström, Åberg, Sundqvist, Thomsen, Madsen, Kristensen, Rasmussen, Mortensen, Knudsen, Halvorsen, Aasen, Vik, Sæther',
    ),
    mononymShare: 0,
  },
  slavic: {
    men: split(
      'Piotr, Tomáš, Milan, Dominik, Kamil, Łukasz, Adam, Sebastian, Dmytro, Ilya, Aleksandr, Nikola, Mateusz, Vojtěch, Matěj, Bohdan, Taras, Yaroslav, Pavlo',
    ),
    women: split(
      'Natalia, Kateřina, Tereza, Anna, Weronika, Klaudia, Daria, Ivana, Zuzanna, Alicja, Barbora, Oksana',
    ),
    last: split(
      'Nowak, Kowalski, Wiśniewski, Novák, Dvořák, Horváth, Kovalenko, Petrov, Ivanov, Wójcik, Lewicki, Zając, Król, Wróbel, Mazur, Krawczyk, Procházka, Kučera, Veselý, Horák, Němec, Pokorný, Marek, Bondarenko, Tkachenko, Kravchenko, Moroz, Sokolov, Volkov, Kuznetsov, Popov, Lebedev',
    ),
    mononymShare: 0,
  },
  balkan: {
    men: split(
      'Mateo, Josip, Dušan, Jan, Benjamin, Marko, Nikola, Filip, Lovro, Andrej, Kostas, Vedran, Tomislav, Goran, Milan, Zoran, Dragan, Bojan, Danijel, Vuk',
    ),
    women: split(
      'Ana, Maja, Jelena, Milica, Ivana, Sara, Elena, Teodora, Katarina, Dijana, Mia, Lana, Nina, Petra',
    ),
    last: split(
      'Jovanović, Petrović, Nikolić, Popović, Marković, Đorđević, Papadopoulos, Georgiou, Babić, Knežević, Marić, Pavlović, Savić, Stojanović, Ilić, Radić, Vuković, Tomić, Božić, Grgić, Lukić, Janković, Simić, Zorić, Nikolaidis, Karras, Antoniou, Dimitriou, Vasileiou, Bajrami',
    ),
    mononymShare: 0,
  },
  turkish: {
    men: split(
      'Barış, Mert, Yunus, Emre, İrfan, Kaan, Ozan, Can, Burak, Efe, Alper, Tolga, Serkan, Volkan, Berk, Doruk',
    ),
    women: split('Elif, Zeynep, Ece, Seda, Melike, Aylin, Defne, Nehir, Selin'),
    last: split(
      'Çelik, Aydın, Özcan, Kaya, Demir, Şahin, Arslan, Doğan, Kurt, Öztürk, Aksoy, Polat, Erdoğan, Koç, Yavuz, Taş, Korkmaz, Özdemir, Keskin, Ateş, Bulut, Tekin, Güneş, Karaca, Uysal, Erdem, Acar, Durmaz, Sönmez',
    ),
    mononymShare: 0,
  },
  african: {
    men: split(
      'Victor, Mohammed, Nicolas, Bryan, Thomas, Amadou, Simon, Alex, Pape, Kwame, Kofi, Chidi, Emeka, Tunde, Olu, Cheikh, Babacar',
    ),
    women: split('Amara, Nkechi, Adaeze, Fatou, Abena, Efua, Ngozi, Aminata'),
    last: split(
      'Diallo, Traoré, Camara, Bamba, Coulibaly, Touré, Okafor, Mensah, Boateng, Asante, Owusu, Nwosu, Eze, Okonkwo, Adebayo, Balogun, Obi, Sow, Fofana, Cissé, Diop, Ba, Faye, Ndour, Sylla, Tchoumi, Ekambi, Nkoulou',
    ),
    mononymShare: 0.02,
  },
  arabic: {
    men: split(
      'Mohamed, Youssef, Ahmed, Omar, Hassan, Karim, Abdullah, Amine, Bilal, Mehdi, Tarek, Walid, Khaled, Faisal, Samir, Adel, Majed, Ziad, Rami, Anas',
    ),
    women: split('Fatima, Yasmin, Leila, Rania, Mariam, Nour, Amira, Hiba'),
    last: split(
      'Kamal, Haddad, Nasser, Mansour, Benali, Bouzid, El Amrani, Haddadi, Karimi, Lahlou, Mansouri, Naceri, Rahmani, Saadi, Tahiri, Yahia, Belkacem, Bakri, Hamdan, Khalil, Qasim, Sabri, Taha, Farouk, Jaber, Othman',
    ),
    mononymShare: 0.04,
  },
  asian: {
    men: split('Takumi, Daichi, Yuki, Haruto, Sota, Riku, Yuto, Min-ho, Jun-seo, Do-yun, Ren, Kaito, Shota'),
    women: split('Aoi, Sakura, Ha-eun, Seo-yeon, Yuna, Mio, Ji-woo, Su-bin'),
    last: split(
      'Lee, Kim, Hwang, Park, Cho, Jeong, Ito, Nakamura, Suzuki, Takahashi, Tanaka, Watanabe, Yamamoto, Li, Chen, Wang, Sato, Kobayashi, Kato, Yamada, Sasaki, Matsumoto, Inoue, Kimura, Hayashi, Shimizu, Yamaguchi, Mori, Abe, Ikeda, Hashimoto, Choi, Kang, Yoon, Jang, Lim, Han, Oh, Seo',
    ),
    mononymShare: 0,
  },
};
