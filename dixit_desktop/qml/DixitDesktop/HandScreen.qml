pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

// The storyteller's clue and a player's card choice. Shown only to the confirmed player
// (Party's clue screen is public: the clue comes before anyone looks at a hand).
FocusScope {
    id: screen
    objectName: Table.screen === "clue" ? "clueScreen" : "playScreen"
    readonly property bool isClue: Table.screen === "clue"
    readonly property bool publicClue: isClue && Table.isParty
    readonly property string frame: publicClue ? Table.storytellerColour : Table.viewerColour
    property string zoomCard: ""
    property bool keyboardClosed: false
    property string zoomText: ""

    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        color: "transparent"
        radius: Theme.radius * 1.5
        border.color: screen.frame
        border.width: Math.max(5, Theme.px(9))
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Rabbit {
                colour: screen.frame
                symbol: screen.publicClue ? Table.storytellerSymbol : Table.viewerSymbol
                name: screen.publicClue ? Table.storytellerName : Table.viewerName
                implicitWidth: Theme.px(64)
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Text {
                    objectName: "handTitle"
                    Layout.fillWidth: true
                    text: screen.publicClue
                          ? qsTr("%1, say your clue aloud").arg(Table.storytellerName)
                          : screen.isClue ? qsTr("%1, you are the storyteller").arg(Table.viewerName)
                          : qsTr("%1, choose your card").arg(Table.viewerName)
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fontTitle
                    color: Theme.paper
                    elide: Text.ElideRight
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    Layout.fillWidth: true
                    text: screen.publicClue
                          ? qsTr("Everyone listens: in Party the clue comes before anyone looks at their cards.")
                          : screen.isClue ? qsTr("Pick a card, then give a clue: a word, a sentence, a sound.")
                          : (Table.cardsToChoose > 1
                             ? qsTr("Choose %1 cards that fit %2's clue.").arg(Table.cardsToChoose).arg(Table.storytellerName)
                             : qsTr("Choose the card that best fits %1's clue.").arg(Table.storytellerName))
                    font.family: Theme.textFont
                    font.pixelSize: Theme.fontBody
                    color: Theme.moonlight
                    wrapMode: Text.WordWrap
                }
            }
        }

        Text {   // the clue, for the players choosing a card
            visible: !screen.isClue
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: "“" + Table.clue + "”"
            font.family: Theme.titleFont
            font.pixelSize: Theme.fontTitle
            color: Theme.gold
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("The clue: %1").arg(Table.clue)
        }

        HandRow {
            id: hand
            visible: !screen.publicClue
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.px(120)
            focus: !screen.isClue
            onCardTapped: (cardId) => Table.toggleCard(cardId)
            onZoomRequested: (cardId, text) => { screen.zoomCard = cardId; screen.zoomText = text }
        }
        Item { visible: screen.publicClue; Layout.fillHeight: true }

        RowLayout {   // the clue: typed, or said aloud (or mimed / sung with the option)
            visible: screen.isClue
            Layout.fillWidth: true
            spacing: Theme.gap
            TextField {
                id: clueField
                objectName: "clueField"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                placeholderText: Table.clueKind === "typed" ? qsTr("Your clue") : qsTr("A note about your clue (optional)")
                text: Table.clueText
                maximumLength: 200
                font.family: Theme.textFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
                focus: screen.isClue && !Table.onScreenKeyboard   // the keyboard opens on a tap
                Accessible.name: qsTr("Clue")
                background: Rectangle { radius: Theme.radius; color: Theme.paper; border.color: clueField.activeFocus ? Theme.gold : Theme.paperShade; border.width: 3 }
                onTextChanged: Table.clueText = text
                onActiveFocusChanged: if (activeFocus) screen.keyboardClosed = false
                onPressed: screen.keyboardClosed = false
                onAccepted: Table.requestSubmit()
            }
            Repeater {
                model: Table.clueKinds
                delegate: BigButton {
                    required property string modelData
                    visible: modelData !== "typed"
                    objectName: "clueKind_" + modelData
                    tone: Table.clueKind === modelData ? "gold" : "ghost"
                    font.pixelSize: Theme.fontBody
                    text: modelData === "aloud" ? qsTr("Said aloud")
                        : modelData === "mimed" ? qsTr("Mimed") : qsTr("Sung")
                    Accessible.checkable: true
                    Accessible.checked: Table.clueKind === modelData
                    onActivated: Table.clueKind = (Table.clueKind === modelData ? "typed" : modelData)
                }
            }
        }

        OnScreenKeyboard {
            id: keyboard
            visible: screen.isClue && Table.onScreenKeyboard && clueField.activeFocus && !screen.keyboardClosed
            Layout.fillWidth: true
            target: clueField
            onClosed: screen.keyboardClosed = true
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                text: Table.submitHint
                font.family: Theme.textFont
                font.pixelSize: Theme.fontBody
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            BigButton {
                id: submit
                objectName: "submitButton"
                text: screen.isClue ? qsTr("Give this clue") : (Table.cardsToChoose > 1 ? qsTr("Play these cards") : qsTr("Play this card"))
                enabled: Table.canSubmit
                onActivated: Table.requestSubmit()
            }
        }
    }

    Rectangle {   // a card shown big: tap "Choose" to pick it
        id: zoom
        objectName: "zoomOverlay"
        visible: screen.zoomCard !== ""
        anchors.fill: parent
        color: "#d9000000"
        z: 50
        onVisibleChanged: if (visible) chooseZoomed.forceActiveFocus(); else hand.forceActiveFocus()
        MouseArea { anchors.fill: parent; onClicked: screen.zoomCard = "" }
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            Card {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: zoom.height - 2 * Theme.margin - Theme.touch - Theme.gap
                Layout.preferredWidth: Layout.preferredHeight / 1.5
                cardId: screen.zoomCard
                description: screen.zoomText
                TapHandler { onTapped: { Table.toggleCard(screen.zoomCard); screen.zoomCard = "" } }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "zoomBack"
                    text: qsTr("Back")
                    tone: "paper"
                    onActivated: screen.zoomCard = ""
                    KeyNavigation.right: chooseZoomed
                }
                BigButton {
                    id: chooseZoomed
                    objectName: "zoomChoose"
                    text: Table.selectedCards.indexOf(screen.zoomCard) >= 0 ? qsTr("Put it back") : qsTr("Choose this card")
                    onActivated: { Table.toggleCard(screen.zoomCard); screen.zoomCard = "" }
                }
            }
        }
        Keys.onEscapePressed: screen.zoomCard = ""
    }

    ConfirmDialog {
        question: screen.isClue ? qsTr("Tell “%1” with this card?").arg(Table.clueText.length ? Table.clueText : Table.clue)
                                : (Table.cardsToChoose > 1 ? qsTr("Play these cards?") : qsTr("Play this card?"))
        confirmText: screen.isClue ? qsTr("Yes, tell it") : qsTr("Yes, play it")
        accent: screen.frame
    }
}
