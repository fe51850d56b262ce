pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The family's named decks: all the cards, or one deck (its cards get a tick), a new deck,
// and renaming or deleting the one chosen.
Panel {
    id: panel
    signal newDeck()
    signal renameDeck()
    signal deleteDeck()
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    color: Theme.rowTint
    border.color: Theme.nightGlow

    Flickable {
        id: scroller
        anchors.fill: parent
        anchors.margins: Theme.gap
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: ScrollBar.AlwaysOn
            visible: scroller.contentHeight > scroller.height
        }

        ColumnLayout {
            id: column
            width: scroller.width - (scroller.contentHeight > scroller.height ? Theme.gap : 0)
            spacing: Theme.gapMedium
            HeadingText {
                Layout.fillWidth: true
                text: qsTr("Our decks")
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Flow {
                objectName: "deckChoice"
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                BigButton {
                    objectName: "deck_all"
                    text: qsTr("All our cards")
                    tone: FamilyCards.deck === "" ? "gold" : "paper"
                    font.pixelSize: Theme.fontSmall
                    Accessible.role: Accessible.RadioButton
                    Accessible.checkable: true
                    Accessible.checked: FamilyCards.deck === ""
                    onActivated: FamilyCards.deck = ""
                }
                Repeater {
                    model: FamilyCards.decks
                    delegate: BigButton {
                        required property string deckId
                        required property string name
                        required property string deckLabel
                        objectName: "deck_" + deckId
                        text: deckLabel
                        tone: FamilyCards.deck === deckId ? "gold" : "paper"
                        font.pixelSize: Theme.fontSmall
                        Accessible.role: Accessible.RadioButton
                        Accessible.checkable: true
                        Accessible.checked: FamilyCards.deck === deckId
                        onActivated: FamilyCards.deck = deckId
                    }
                }
            }
            CaptionText {
                Layout.fillWidth: true
                visible: FamilyCards.deck !== ""
                text: qsTr("Choose a card, then put it in this deck or take it out.")
                wrapMode: Text.WordWrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                BigButton {
                    objectName: "newDeckButton"
                    text: qsTr("New deck")
                    tone: "ghost"
                    font.pixelSize: Theme.fontSmall
                    onActivated: panel.newDeck()
                }
                BigButton {
                    objectName: "renameDeckButton"
                    visible: FamilyCards.deck !== ""
                    text: qsTr("Rename")
                    tone: "ghost"
                    font.pixelSize: Theme.fontSmall
                    Accessible.name: qsTr("Rename %1").arg(FamilyCards.deckName)
                    onActivated: panel.renameDeck()
                }
                BigButton {
                    objectName: "deleteDeckButton"
                    visible: FamilyCards.deck !== ""
                    text: qsTr("Delete deck")
                    tone: "ghost"
                    font.pixelSize: Theme.fontSmall
                    Accessible.name: qsTr("Delete the deck %1").arg(FamilyCards.deckName)
                    onActivated: panel.deleteDeck()
                }
            }
        }
    }
}
