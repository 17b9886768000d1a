import type { NameRegion } from './nations.js';

export interface NamePool {
  men: readonly string[];
  women: readonly string[];
  last: readonly string[];
  /** Share of players known by one name only (Brazilian style: "Vinícius", "Rodrygo"). */
  mononymShare: number;
}

const split = (names: string) => names.split(',').map((name) => name.trim());

// Common given names and surnames of each region, accents kept as players' names are written.
export const NAME_POOLS: Readonly<Record<NameRegion, NamePool>> = {
  english: {
    men: split(
      'Harry, Jack, James, Oliver, George, Charlie, Thomas, Jacob, Jordan, Mason, Declan, Marcus, Reece, Kyle, Callum, Luke, Ben, Sam, Ryan, Lewis, Aaron, Conor, Jamie, Tyler',
    ),
    women: split('Lucy, Ella, Lauren, Chloe, Millie, Beth, Alessia, Georgia, Keira, Jess, Hannah, Mary'),
    last: split(
      'Smith, Walker, Stones, Kane, Rice, Foden, Saka, Palmer, Bellingham, Trippier, Pope, Gordon, Watkins, Gallagher, Mainoo, Shaw, Maguire, Alexander, Henderson, Wilson, Taylor, Bailey, Cooper, Barnes, Hughes, Murray, Robertson, Collins, Ward, Turner',
    ),
    mononymShare: 0,
  },
  spanish: {
    men: split(
      'Álvaro, Pablo, Sergio, Dani, Marcos, Rodrigo, Nicolás, Alejandro, Iñaki, Mikel, Ferrán, Pedro, Julián, Enzo, Lautaro, Ángel, Emiliano, Gonzalo, Joaquín, Santiago, Mateo, Darwin, Luis, Raúl',
    ),
    women: split(
      'Alexia, Aitana, Irene, Mariona, Olga, Salma, Laia, Lucía, Claudia, Patricia, Esther, Jenni',
    ),
    last: split(
      'García, Rodríguez, Martínez, López, Sánchez, Pérez, Gómez, Fernández, Díaz, Hernández, Muñoz, Álvarez, Romero, Navarro, Torres, Ramos, Morales, Ortiz, Gutiérrez, Castro, Ruiz, Jiménez, Suárez, Núñez, Ibáñez, Oyarzabal, Zubimendi, Merino, Olmo, Ochoa',
    ),
    mononymShare: 0.03,
  },
  portuguese: {
    men: split(
      'João, Rúben, Bruno, Bernardo, Diogo, Gonçalo, Rafael, Vitinha, Pedro, Nuno, Vinícius, Rodrygo, Gabriel, Lucas, Matheus, Éder, Thiago, Raphinha, Casemiro, Marquinhos, Endrick, Savinho, André, Luiz',
    ),
    women: split('Marta, Kerolin, Debinha, Ana, Jéssica, Kika, Tatiana, Dolores, Andressa, Carolina'),
    last: split(
      'Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Fernandes, Gonçalves, Gomes, Lopes, Marques, Alves, Almeida, Ribeiro, Pinto, Carvalho, Teixeira, Moreira, Correia, Mendes, Nunes, Soares, Vieira, Monteiro, Cardoso, Rocha, Neves',
    ),
    mononymShare: 0.25,
  },
  french: {
    men: split(
      'Kylian, Antoine, Ousmane, Aurélien, Eduardo, Théo, Jules, William, Dayot, Ibrahima, Randal, Marcus, Warren, Bradley, Michael, Mathys, Lucas, Hugo, Mike, Adrien, Kingsley, Youssouf, Benjamin, Désiré',
    ),
    women: split(
      'Wendie, Kadidiatou, Delphine, Grace, Sakina, Selma, Kenza, Marie-Antoinette, Eugénie, Clara',
    ),
    last: split(
      'Dupont, Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Mbappé, Griezmann, Tchouaméni, Camavinga, Saliba, Koundé, Konaté, Upamecano, Kolo Muani, Zaïre-Emery, Guendouzi, Rabiot, Maignan, Hernandez, Digne',
    ),
    mononymShare: 0,
  },
  german: {
    men: split(
      'Florian, Jamal, Joshua, Leon, Kai, Thomas, Manuel, Marc-André, Leroy, Serge, Niclas, Jonathan, Antonio, Maximilian, Robert, Pascal, Nico, David, Felix, Lukas, Julian, Tim, Marcel, Jannik',
    ),
    women: split('Alexandra, Giulia, Lea, Klara, Lena, Sjoeke, Svenja, Sara, Linda, Jule'),
    last: split(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch, Richter, Wirtz, Musiala, Kimmich, Havertz, Gündoğan, Neuer, Rüdiger, Tah, Sané, Gnabry, Füllkrug, Undav, Raum, Schlotterbeck, Brandt, Goretzka, Köhler, Bauer',
    ),
    mononymShare: 0,
  },
  italian: {
    men: split(
      'Gianluigi, Federico, Nicolò, Alessandro, Sandro, Lorenzo, Giacomo, Davide, Matteo, Riccardo, Francesco, Andrea, Gianluca, Mattia, Moise, Stephan, Marco, Samuele, Destiny, Guglielmo, Raoul, Giovanni, Luca, Pietro',
    ),
    women: split('Cristiana, Manuela, Barbara, Valentina, Arianna, Sara, Giulia, Elisa, Martina, Laura'),
    last: split(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barella, Chiesa, Bastoni, Calafiori, Tonali, Frattesi, Scamacca, Retegui, Dimarco, Buongiorno',
    ),
    mononymShare: 0,
  },
  dutch: {
    men: split(
      'Virgil, Frenkie, Matthijs, Cody, Xavi, Tijjani, Denzel, Jeremie, Memphis, Wout, Stefan, Nathan, Jurriën, Micky, Teun, Lutsharel, Bart, Kevin, Romelu, Jérémy, Leandro, Arthur, Youri, Thibaut',
    ),
    women: split('Vivianne, Lieke, Jill, Daniëlle, Jackie, Esmee, Tessa, Tine, Janice, Sherida'),
    last: split(
      'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, Gakpo, Reijnders, Dumfries, Frimpong, Weghorst, de Ligt, Timber, Simons, Maes, Peeters, Janssens, Claes, Goossens, Wouters',
    ),
    mononymShare: 0,
  },
  nordic: {
    men: split(
      'Erling, Martin, Alexander, Sander, Viktor, Dejan, Rasmus, Christian, Kasper, Pierre-Emile, Joakim, Emil, Anders, Jens, Oscar, Mikkel, Sondre, Isak, Gustav, Hugo, Lucas, Elias, Jonas, Magnus',
    ),
    women: split('Caroline, Ada, Pernille, Fridolina, Stina, Hanna, Amanda, Filippa, Guro, Sofie'),
    last: split(
      'Haaland, Ødegaard, Sørloth, Gyökeres, Kulusevski, Højlund, Eriksen, Schmeichel, Hansen, Johansson, Andersson, Karlsson, Nilsson, Larsen, Pedersen, Nielsen, Berg, Olsen, Lindelöf, Isak, Forsberg, Elanga, Nørgaard, Christensen, Jensen, Lindqvist, Eriksson, Solberg, Strand, Dahl',
    ),
    mononymShare: 0,
  },
  slavic: {
    men: split(
      'Robert, Wojciech, Piotr, Jakub, Patrik, Tomáš, Milan, Oleksandr, Mykhailo, Artem, Khvicha, Giorgi, Dominik, Kamil, Łukasz, Adam, Sebastian, Ondřej, Vladimír, Ruslan, Dmytro, Ilya, Aleksandr, Nikola',
    ),
    women: split('Ewa, Natalia, Kateřina, Tereza, Olha, Anna, Weronika, Klaudia, Daria, Ivana'),
    last: split(
      'Lewandowski, Szczęsny, Zieliński, Kiwior, Piątek, Nowak, Kowalski, Wiśniewski, Schick, Souček, Coufal, Hložek, Škriniar, Lobotka, Mudryk, Zinchenko, Dovbyk, Tsyhankov, Kvaratskhelia, Mamardashvili, Szoboszlai, Sallai, Kerkez, Novák, Dvořák, Horváth, Kovalenko, Shevchenko, Petrov, Ivanov',
    ),
    mononymShare: 0,
  },
  balkan: {
    men: split(
      'Luka, Joško, Mateo, Josip, Dušan, Aleksandar, Sergej, Dejan, Edin, Miralem, Ermedin, Jan, Benjamin, Armando, Kristjan, Marko, Nikola, Ivan, Stefan, Filip, Lovro, Andrej, Vangelis, Kostas',
    ),
    women: split('Ana, Maja, Jelena, Milica, Ivana, Sara, Elena, Teodora, Katarina, Dijana'),
    last: split(
      'Modrić, Gvardiol, Kovačić, Stanišić, Vlahović, Mitrović, Milinković-Savić, Tadić, Džeko, Pjanić, Demirović, Oblak, Šeško, Broja, Asllani, Perišić, Kramarić, Pašalić, Jovanović, Petrović, Nikolić, Popović, Marković, Đorđević, Papadopoulos, Tsimikas, Pavlidis, Mavropanos, Georgiou, Hagi',
    ),
    mononymShare: 0,
  },
  turkish: {
    men: split(
      'Arda, Hakan, Kenan, Orkun, Ferdi, Kerem, Barış, Cengiz, Mert, Uğurcan, Çağlar, Merih, Zeki, Abdülkerim, Yunus, Semih, Oğuz, Emre, İrfan, Salih, Kaan, Ozan, Bertuğ, Can',
    ),
    women: split('Didem, Ebru, Busem, Elif, Zeynep, Ece, Seda, Melike'),
    last: split(
      'Güler, Çalhanoğlu, Yıldız, Kökçü, Kadıoğlu, Aktürkoğlu, Yılmaz, Ünder, Günok, Çakır, Söyüncü, Demiral, Çelik, Bardakcı, Akgün, Kılıçsoy, Aydın, Kahveci, Özcan, Kaya, Demir, Şahin, Arslan, Doğan, Kurt',
    ),
    mononymShare: 0,
  },
  african: {
    men: split(
      'Victor, Ademola, Samuel, Wilfred, Mohammed, Sadio, Ismaïla, Nicolas, Franck, Serhou, André-Frank, Bryan, Kalidou, Edouard, Thomas, Amadou, Yves, Moses, Chancel, Simon, Kelechi, Alex, Iliman, Pape',
    ),
    women: split(
      'Asisat, Rasheedat, Barbra, Thembi, Ajara, Gabrielle, Chiamaka, Michelle, Uchenna, Jermaine',
    ),
    last: split(
      'Osimhen, Lookman, Chukwueze, Ndidi, Iwobi, Salisu, Mané, Sarr, Koulibaly, Mendy, Gueye, Diallo, Traoré, Camara, Keïta, Kessié, Haller, Zaha, Onana, Anguissa, Mbeumo, Kudus, Partey, Ayew, Semenyo, Ndiaye, Diatta, Bamba, Coulibaly, Touré',
    ),
    mononymShare: 0.02,
  },
  arabic: {
    men: split(
      'Mohamed, Achraf, Hakim, Youssef, Sofyan, Riyad, Ismaël, Ahmed, Omar, Salem, Saud, Firas, Hassan, Ali, Karim, Nayef, Abdullah, Yassine, Amine, Bilal, Eliesse, Ilias, Noussair, Mehdi',
    ),
    women: split('Ghizlane, Sanaa, Nouhaila, Fatima, Yasmin, Leila, Rania, Mariam'),
    last: split(
      'Salah, Hakimi, Ziyech, En-Nesyri, Amrabat, Mahrez, Bennacer, Aouar, Al-Dawsari, Al-Buraikan, Al-Shehri, Al-Owais, Ben Seghir, Mazraoui, Aguerd, Bounou, Ounahi, Saïss, Benrahma, Taremi, Azmoun, Jahanbakhsh, Trezeguet, Marmoush, Elneny, Hegazi, Kamal, Haddad, Nasser, Mansour',
    ),
    mononymShare: 0.04,
  },
  asian: {
    men: split(
      'Heung-min, Kang-in, Min-jae, Hee-chan, Takefusa, Kaoru, Wataru, Takumi, Daichi, Ritsu, Kyogo, Ayase, Hidemasa, Junya, Wu, Zhang, Sunil, Sandesh, Ji-sung, Gue-sung, Yuki, Keito, Hiroki, Ko',
    ),
    women: split('Yui, Hinata, Saki, Mina, Ji-so, Yeo-reum, Risa, Momoko, Wang, Tang'),
    last: split(
      'Son, Lee, Kim, Hwang, Park, Cho, Jeong, Kubo, Mitoma, Endo, Minamino, Doan, Tomiyasu, Kamada, Furuhashi, Ueda, Morita, Ito, Nakamura, Suzuki, Takahashi, Tanaka, Watanabe, Yamamoto, Wei, Li, Chen, Wang, Chhetri, Jhingan',
    ),
    mononymShare: 0,
  },
};
